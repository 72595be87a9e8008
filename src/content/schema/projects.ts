import { z } from "zod";
import type { ListCollection } from "./collection";
import {
  type ContentChecks,
  drawn,
  drawnList,
  entry,
  expected,
  file,
  graphqlHints,
  list,
  number,
  slug,
  TEXT_MAX,
  text,
  url,
} from "./fields";

/** The badge colours a technology can take: each has a deep shade for the light theme (src/styles/global.css). */
export const BADGE_COLOURS = [
  "amber",
  "blue",
  "cyan",
  "emerald",
  "indigo",
  "lime",
  "orange",
  "rose",
  "sky",
  "violet",
  "zinc",
] as const;

const caseStudy = (where: string) => `On the project's case study${where}.`;

/** projects.json: every project, with its case study. */
export function projectsCollection(checks: ContentChecks) {
  const technology = entry({
    name: drawn(checks, 'The technology, shown on the project\'s badge on /projects ("React").', TEXT_MAX.label),
    icon: file(checks, "icon", "The badge's icon."),
    color: z
      .enum(BADGE_COLOURS, { error: expected(BADGE_COLOURS.map((c) => `"${c}"`).join(", ")) })
      .describe("The badge's colour, deep on the light theme and pale on the dark one."),
  }).register(graphqlHints, { graphql: "ProjectTechnology" });
  const decision = entry({
    title: text(
      `The decision in a few words ("Score first, explain second"). ${caseStudy(", under Approach")}`,
      TEXT_MAX.title,
    ),
    text: text("What was decided and why, in a sentence or two.", TEXT_MAX.sentence),
  }).register(graphqlHints, { graphql: "ProjectDecision" });
  const result = entry({
    figure: text('The measured change, short and bold ("3×", "< 10 s", "+18 pts").', 16),
    label: text('What the figure measures ("faster checkout").', TEXT_MAX.title),
  }).register(graphqlHints, { graphql: "ProjectResult" });
  const outcome = entry({
    summary: text(`What changed for the client, a paragraph. ${caseStudy(", under Outcome")}`),
    results: list(result, "results", "The measurable results, each a figure and a label, shown as large figures."),
  })
    .describe(`What the project achieved. ${caseStudy(", under Outcome")}`)
    .register(graphqlHints, { graphql: "ProjectOutcome" });
  const galleryImage = entry({
    image: file(checks, "image", "A further screenshot, at least 1200 px wide; any shape."),
    alt: text("What the screenshot shows, for screen readers and when it cannot load.", TEXT_MAX.sentence),
    caption: text("The line shown under the screenshot.", TEXT_MAX.sentence),
  }).register(graphqlHints, { graphql: "ProjectGalleryImage" });
  const testimonial = entry({
    quote: text("What the client said, without quotation marks."),
    author: text("Who said it.", TEXT_MAX.title),
    role: text('Their role or company ("Founder, Acme Travel").', TEXT_MAX.title),
  })
    .describe(`Optional: a client's words about the project. ${caseStudy(", after the gallery")}`)
    .register(graphqlHints, { graphql: "ProjectTestimonial" });

  return {
    shape: "list",
    description: "The projects: the first ones on / (Selected work), all of them on /projects, in order of id.",
    uniqueBy: ["id", "slug"],
    entry: entry({
      id: number("A unique number; projects are listed in its order, the smallest first."),
      title: drawn(checks, "Shown as the project's title on / and /projects.", TEXT_MAX.title),
      description: drawn(checks, "The project's summary, on / and /projects.", TEXT_MAX.sentence),
      image: file(
        checks,
        "image",
        "The project's screenshot, at least 1200 px wide; any shape (a phone's screenshot is shown whole).",
      ),
      features: drawnList(checks, "The project's key features, a bulleted list on /projects."),
      technologies: list(technology, "technologies", "The technologies the project uses, as badges on /projects."),
      liveLink: url("Where the live project is: its 'Live Link' button."),
      githubLink: url("The project's source code: its 'GitHub Repo' button."),
      category: drawn(
        checks,
        'The project\'s category, shown above its title on /projects ("Full Stack").',
        TEXT_MAX.label,
      ),
      slug: slug(
        'The project\'s address: its case study is at /projects/<slug>/ ("ai-resume-analyzer"). Changing it breaks links already shared.',
      ),
      role: drawn(
        checks,
        `What you did on the project ("Lead developer: architecture, checkout and payouts"). ${caseStudy("")}`,
        TEXT_MAX.sentence,
      ),
      timeline: text(`How long it took, and when ("12 weeks, 2024"). ${caseStudy("")}`, TEXT_MAX.title),
      client: drawn(
        checks,
        `Optional: who it was for ("Acme Travel, a tour operator in Porto"). ${caseStudy("")}`,
        TEXT_MAX.title,
      ).optional(),
      challenge: text(`The problem the client had, a paragraph. ${caseStudy(", under Challenge")}`),
      approach: list(decision, "decisions", `The key decisions, in order. ${caseStudy(", under Approach")}`),
      outcome,
      gallery: list(
        galleryImage,
        "screenshots",
        `Optional: further screenshots, each with alt text and a caption. ${caseStudy(", under Gallery")}`,
      ).optional(),
      testimonial: testimonial.optional(),
    }),
  } satisfies ListCollection;
}
