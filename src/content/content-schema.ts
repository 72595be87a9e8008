import { z } from "zod";

/**
 * What every file in content/ must hold: the one description of the content. The content check
 * (check-content.ts), the GraphQL types (graphql-types.ts) and the JSON Schemas the owner's editor uses
 * (schemas/content/, written by `npm run schemas`) are all made from it. Each field's description is what the
 * editor shows the owner.
 */

/** Whether a path relative to content/ names an existing file. */
export type FileExists = (relativePath: string) => boolean;

/** GraphQL hints: the type of a content file field, and the name of a nested object type. */
export const graphqlHints = z.registry<{ graphql: string }>();

const shown = (input: unknown) => (input === undefined ? "nothing" : JSON.stringify(input));

/** The message for a value of the wrong kind, or for a missing one. */
const expected = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "is required but missing" : `must be ${what}, got ${shown(issue.input)}`;

const text = (description: string) =>
  z
    .string({ error: expected("non-empty text") })
    .trim()
    .min(1, { error: expected("non-empty text") })
    .describe(description);

const number = (description: string) => z.number({ error: expected("a number") }).describe(description);

const url = (description: string) =>
  z.url({ protocol: /^https?$/, hostname: /\./, error: expected("a full http(s) URL") }).describe(description);

const email = (description: string) => z.email({ error: expected("an email address") }).describe(description);

const navLink = (description: string) =>
  z
    .string({ error: expected('a route like "/projects" or an anchor like "#work"') })
    .regex(/^(\/[\w\-/]*|#[\w-]+)$/, { error: expected('a route like "/projects" or an anchor like "#work"') })
    .describe(description);

/** A month as JSON Resume writes it: "2021-03". */
const month = (description: string) =>
  z
    .string({ error: expected('a month like "2021-03"') })
    .regex(/^[12]\d{3}-(0[1-9]|1[0-2])$/, { error: expected('a month like "2021-03" (year, then month)') })
    .describe(`${description} Year and month, like "2021-03".`);

/** Lower-case letters, digits and single hyphens: "ai-resume-analyzer", safe in a URL as it is. */
const slug = (description: string) =>
  z
    .string({ error: expected('a URL slug like "ai-resume-analyzer"') })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: expected('a URL slug of lower-case letters, digits and single hyphens, like "ai-resume-analyzer"'),
    })
    .describe(description);

const list = <Item extends z.ZodType>(item: Item, what: string, description: string) =>
  z
    .array(item, { error: expected(`a list of ${what}`) })
    .min(1, { error: expected(`a non-empty list of ${what}`) })
    .describe(description);

const textList = (description: string) =>
  z
    .array(text("One line of the list."), { error: expected("a list of texts") })
    .min(1, { error: expected("a non-empty list of texts") })
    .describe(description);

/** A file in content/, written from there: "./icons/tech/react.svg". */
function file(exists: FileExists, description: string) {
  const schema = z
    .string({ error: expected("a file path") })
    .regex(/^\.\/\S+$/, { error: expected('a path inside content/ that starts with "./"') })
    .refine(exists, { error: (issue) => `points to ${String(issue.input)}, which does not exist in content/` })
    .describe(`${description} A path inside content/, starting with "./".`);
  return schema.register(graphqlHints, { graphql: "File! @fileByRelativePath" });
}

const entry = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `has ${issue.keys.map((k) => JSON.stringify(k)).join(", ")}, which the site does not use (a typo?)`
        : `must be an object, got ${shown(issue.input)}`,
  });

/**
 * A JSON list of entries. `uniqueBy` names the fields that must differ between entries; the first one also names
 * an entry in the check's messages ("entry 2 (id 2)").
 */
export interface ListCollection<Entry extends z.ZodType = z.ZodType> {
  shape: "list";
  description: string;
  entry: Entry;
  uniqueBy?: readonly string[];
}

/** One JSON object. */
export interface ObjectCollection<Entry extends z.ZodType = z.ZodType> {
  shape: "object";
  description: string;
  entry: Entry;
}

export type Collection = ListCollection | ObjectCollection;

/** Every content file, by file name. `exists` checks file paths; the JSON Schemas are made without it. */
export function contentCollections(exists: FileExists = () => true) {
  const namedIcon = (where: string) =>
    entry({
      name: text(`The name, read by screen readers and shown ${where}.`),
      imgPath: file(exists, "Its icon or logo."),
    });
  const card = (where: string) =>
    entry({
      title: text(`The card's title, ${where}.`),
      desc: text("The card's text, a sentence or two."),
      imgPath: file(exists, "The card's icon."),
    });
  const technology = entry({
    name: text('The technology, shown on the project\'s badge on /projects ("React").'),
    icon: file(exists, "The badge's icon."),
    color: text('Tailwind classes that colour the badge ("text-sky-300 bg-sky-400/10 ring-sky-400/30").'),
  }).register(graphqlHints, { graphql: "ProjectTechnology" });
  const caseStudy = (where: string) => `On the project's case study${where}.`;
  const decision = entry({
    title: text(`The decision in a few words ("Score first, explain second"). ${caseStudy(", under Approach")}`),
    text: text("What was decided and why, in a sentence or two."),
  }).register(graphqlHints, { graphql: "ProjectDecision" });
  const result = entry({
    figure: text('The measured change, short and bold ("3×", "< 10 s", "+18 pts").'),
    label: text('What the figure measures ("faster checkout").'),
  }).register(graphqlHints, { graphql: "ProjectResult" });
  const outcome = entry({
    summary: text(`What changed for the client, a paragraph. ${caseStudy(", under Outcome")}`),
    results: list(result, "results", "The measurable results, each a figure and a label, shown as large figures."),
  })
    .describe(`What the project achieved. ${caseStudy(", under Outcome")}`)
    .register(graphqlHints, { graphql: "ProjectOutcome" });
  const galleryImage = entry({
    image: file(exists, "A further screenshot (JPEG or PNG, at least 1200 px wide)."),
    alt: text("What the screenshot shows, for screen readers and when it cannot load."),
    caption: text("The line shown under the screenshot."),
  }).register(graphqlHints, { graphql: "ProjectGalleryImage" });
  const testimonial = entry({
    quote: text("What the client said, without quotation marks."),
    author: text("Who said it."),
    role: text('Their role or company ("Founder, CareerStep").'),
  })
    .describe(`Optional: a client's words about the project. ${caseStudy(", after the gallery")}`)
    .register(graphqlHints, { graphql: "ProjectTestimonial" });

  const onCv = (where: string) => `On the CV (/cv/, its PDF and /resume.json)${where}.`;
  /** An entry with a start and an optional end, which must not come before the start (when both are months). */
  const dated = <Shape extends z.ZodRawShape>(shape: Shape) =>
    entry(shape).refine(
      ({ startDate, endDate }: { startDate?: unknown; endDate?: unknown }) =>
        !month("").safeParse(startDate).success ||
        !month("").safeParse(endDate).success ||
        String(endDate) >= String(startDate),
      { error: "ends before it starts", path: ["endDate"] },
    );
  const job = dated({
    company: text('The employer ("Tekvibe Solutions"), or "Freelance".'),
    position: text('Your title there ("Software Engineer").'),
    location: text('Optional: where ("Islamabad, Pakistan (remote)").').optional(),
    url: url("Optional: the employer's website.").optional(),
    startDate: month("When you started."),
    endDate: month("Optional: when you left; leave it out while you still work there.").optional(),
    summary: text("What you did there, a sentence or two."),
    highlights: textList("Achievements, one line each, with figures where you have them."),
  }).register(graphqlHints, { graphql: "ResumeWork" });
  const study = dated({
    institution: text('The university or school ("COMSATS University Islamabad").'),
    studyType: text('The degree ("Bachelor of Science").'),
    area: text('The field ("Computer Science").'),
    startDate: month("When you started."),
    endDate: month("When you finished."),
    score: text('Optional: the grade ("CGPA 3.6 / 4.0").').optional(),
  }).register(graphqlHints, { graphql: "ResumeEducation" });
  const certificate = entry({
    name: text('The certificate ("AWS Certified Cloud Practitioner").'),
    issuer: text('Who issued it ("Amazon Web Services").'),
    date: month("When it was issued."),
    url: url("Optional: where it can be verified.").optional(),
  }).register(graphqlHints, { graphql: "ResumeCertificate" });
  const skillGroup = entry({
    name: text('The skill, ideally a name from skills.json ("Frontend Development").'),
    level: text('Optional: how well ("Expert", "Advanced").').optional(),
    keywords: textList('The tools and techniques, the words recruiters search for ("React", "Next.js").'),
  }).register(graphqlHints, { graphql: "ResumeSkill" });
  const language = entry({
    language: text('The language ("English").'),
    fluency: text('How well you speak it ("Native speaker", "Full professional proficiency").'),
  }).register(graphqlHints, { graphql: "ResumeLanguage" });

  return {
    "site.json": {
      shape: "object",
      description: "The owner and the site: names, links, the hero video and the contact form's keys.",
      entry: entry({
        name: text("The owner's full name: the page titles, the footer and search results."),
        shortName: text("The name in the navbar's logo."),
        role: text('The owner\'s role, in the page titles and search results ("Full-Stack Developer").'),
        intro: text("The line under the hero's headline on /."),
        projectsIntro: text("The text under the heading on /projects."),
        description: text("What search engines and link previews show under the title (about 150 characters)."),
        location: text('Where the owner works, in the contact section ("Islamabad, Pakistan").'),
        email: email("The owner's email address, in the contact section and the bot check's fallback."),
        githubUrl: url("The owner's GitHub profile, in the contact section."),
        linkedinUrl: url("The owner's LinkedIn profile, in the contact section."),
        siteUrl: url("Where the site is published: canonical links, the sitemap and robots.txt."),
        heroVideoWebm: file(exists, "The hero video as WebM."),
        heroVideoMp4: file(exists, "The hero video as MP4 (played first: Safari needs it)."),
        heroVideoPoster: file(
          exists,
          "The still shown before the hero video plays, and instead of it with reduced motion.",
        ),
        theme: z
          .enum(["system", "dark", "light"], { error: expected('"system", "dark" or "light"') })
          .describe(
            'The colours a visitor sees until they choose with the navbar\'s button: "system" follows their device\'s light or dark setting; "dark" or "light" is the same for everyone.',
          ),
        turnstileSiteKey: text("Cloudflare Turnstile's site key for the contact form's bot check."),
        emailjsPublicKey: text("EmailJS's public key, which sends the contact form."),
        emailjsServiceId: text("EmailJS's service id."),
        emailjsTemplateId: text("EmailJS's template id."),
      }),
    },
    "projects.json": {
      shape: "list",
      description: "The projects: the first ones on / (Selected work), all of them on /projects, in order of id.",
      uniqueBy: ["id", "slug"],
      entry: entry({
        id: number("A unique number; projects are listed in its order."),
        title: text("Shown as the project's title on / and /projects."),
        description: text("The project's summary, on / and /projects."),
        image: file(exists, "The project's screenshot (JPEG or PNG, at least 1200 px wide)."),
        features: textList("The project's key features, a bulleted list on /projects."),
        technologies: list(technology, "technologies", "The technologies the project uses, as badges on /projects."),
        liveLink: url("Where the live project is: its 'Live Link' button."),
        githubLink: url("The project's source code: its 'GitHub Repo' button."),
        category: text('The project\'s category, shown above its title on /projects ("Full Stack").'),
        slug: slug(
          'The project\'s address: its case study is at /projects/<slug>/ ("ai-resume-analyzer"). Changing it breaks links already shared.',
        ),
        role: text(
          `What you did on the project ("Lead developer: architecture, checkout and payouts"). ${caseStudy("")}`,
        ),
        timeline: text(`How long it took, and when ("12 weeks, 2024"). ${caseStudy("")}`),
        client: text(`Optional: who it was for ("BazaarHub, a retail group in Lahore"). ${caseStudy("")}`).optional(),
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
    },
    "stats.json": {
      shape: "list",
      description: "The numbers that count up under the hero on /.",
      uniqueBy: ["label"],
      entry: entry({
        value: number("The number the counter counts up to."),
        suffix: text('What follows the number ("+" or "%").'),
        label: text('What the number counts ("Completed Projects").'),
      }),
    },
    "hero-words.json": {
      shape: "list",
      description: "The words that rotate in the hero's headline on /, each with its icon, in order.",
      entry: entry({ text: text("The word."), imgPath: file(exists, "The icon shown before the word.") }),
    },
    "client-logos.json": {
      shape: "list",
      description: "The logos in the clients strip on /.",
      uniqueBy: ["name"],
      entry: namedIcon("as the logo's text alternative"),
    },
    "tech-icons.json": {
      shape: "list",
      description: "The technologies in the scrolling strip on /.",
      uniqueBy: ["name"],
      entry: namedIcon("under its icon in the strip"),
    },
    "value-cards.json": {
      shape: "list",
      description: "The cards under 'What You Can Count On' on /.",
      uniqueBy: ["title"],
      entry: card("under 'What You Can Count On' on /"),
    },
    "feature-cards.json": {
      shape: "list",
      description: "The feature cards after the value cards on /.",
      uniqueBy: ["title"],
      entry: card("in the feature cards on /"),
    },
    "roles.json": {
      shape: "list",
      description: "The roles under 'Roles I Take On' on /.",
      uniqueBy: ["name"],
      entry: namedIcon("under 'Roles I Take On'"),
    },
    "skills.json": {
      shape: "list",
      description: "The skills in the skills section on /.",
      uniqueBy: ["name"],
      entry: namedIcon("in the skills section"),
    },
    "social-links.json": {
      shape: "list",
      description: "The owner's profiles, as icons in the footer.",
      uniqueBy: ["name"],
      entry: entry({
        name: text("The network's name, read by screen readers."),
        imgPath: file(exists, "The network's icon."),
        link: url("The owner's profile on the network."),
      }),
    },
    "resume.json": {
      shape: "object",
      description: `What the CV needs beyond the rest of the site (name, role, contact, summary and projects come from site.json, social-links.json and projects.json). ${onCv("")}`,
      entry: entry({
        work: list(job, "jobs", `Your work history, the latest first. ${onCv(", under Experience")}`),
        skills: list(skillGroup, "skills", onCv(", under Skills")),
        education: list(study, "studies", onCv(", under Education")),
        languages: list(language, "languages", onCv(", under Languages")),
        certificates: list(certificate, "certificates", `Optional. ${onCv(", under Certificates")}`).optional(),
      }),
    },
    "nav-items.json": {
      shape: "list",
      description: "The links in the navbar, in order.",
      uniqueBy: ["name"],
      entry: entry({
        name: text("The link's text."),
        link: navLink('A page ("/projects") or a section of / ("#work", "#skills").'),
      }),
    },
  } satisfies Record<string, Collection>;
}

export type ContentFileName = keyof ReturnType<typeof contentCollections>;
