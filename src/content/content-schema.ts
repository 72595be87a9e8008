import { z } from "zod";
import { COUNTRY_CODES, countryNamedIn } from "./countries";
import { countryName } from "./country-name";
import type { Undrawable } from "./drawable-text";

/**
 * What every file in content/ must hold: the one description of the content. The content check
 * (check-content.ts), the GraphQL types (graphql-types.ts) and the JSON Schemas the owner's editor uses
 * (schemas/content/, written by `npm run schemas`) are all made from it. Each field's description is what the
 * editor shows the owner.
 */

/**
 * Whether a path relative to content/ names an existing file; and, when `opened` is given, what opening that file as
 * the build does found wrong with it (a damaged image, say).
 */
export type FileExists = ((relativePath: string) => boolean) & {
  opened?: (relativePath: string) => string | undefined;
};

/** GraphQL hints: the type of a content file field, and the name of a nested object type. */
export const graphqlHints = z.registry<{ graphql: string }>();

const shown = (input: unknown) => (input === undefined ? "nothing" : JSON.stringify(input));

/** The message for a value of the wrong kind, or for a missing one. */
const expected = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "is required but missing" : `must be ${what}, got ${shown(issue.input)}`;

/**
 * Text of at most `max` characters: the longest the place it is shown in holds (a counter's suffix, a badge, a
 * heading), or a generous bound for prose.
 */
const text = (description: string, max: number = TEXT_MAX.paragraph) =>
  z
    .string({ error: expected("non-empty text") })
    .trim()
    .min(1, { error: expected("non-empty text") })
    .max(max, { error: (issue) => `is ${String(issue.input).length} characters long; it must fit in ${max}` })
    // An empty text is reported once, above.
    .refine((value) => value === "" || VISIBLE.test(value), { error: "has nothing visible in it" })
    .refine((value) => !CONTROL.test(value), {
      error: "has a control character (a line break, a tab) in it; write it as one line",
    })
    .describe(description);

/** A letter, digit, punctuation mark or symbol: text with none of them shows as nothing. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
/** Characters that are neither text nor white space, which a page or the PDF would show as a box or drop. */
const CONTROL = /[\p{Cc}\p{Co}\p{Cn}]/u;

/** The texts the build draws with its own fonts (the CV's PDF, the share images): marked for the content generator. */
export const drawnTexts = z.registry<{ drawn: true }>();

/** How long texts may be, by the kind of place they are shown in. */
export const TEXT_MAX = { mark: 4, label: 40, title: 100, sentence: 400, paragraph: 1500 } as const;

const number = (description: string) => z.number({ error: expected("a number") }).describe(description);

const count = (description: string) =>
  z
    .number({ error: expected("a whole number") })
    .int({ error: expected("a whole number") })
    .min(0, { error: expected("a whole number, 0 or more") })
    .max(COUNTER_MAX, { error: expected(`a whole number up to ${COUNTER_MAX}`) })
    .describe(description);

/** The largest number a counter shows: seven digits fit its card on a phone. */
export const COUNTER_MAX = 9_999_999;

const url = (description: string) =>
  z.url({ protocol: /^https?$/, hostname: /\./, error: expected("a full http(s) URL") }).describe(description);

/** The site's own address: a scheme and host alone, which every page's address is made from. */
const origin = (description: string) =>
  url(description).refine(
    (value) => {
      const { pathname, search, hash } = new URL(value);
      return pathname === "/" && !search && !hash && !value.endsWith("/");
    },
    {
      error: (issue) =>
        `must be the site's address alone, with no path or "/" at its end, like "https://example.com", got ${shown(issue.input)}`,
    },
  );

const email = (description: string) => z.email({ error: expected("an email address") }).describe(description);

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

/** The sections of / that a link can point at: their ids. */
export const SECTION_ANCHORS = ["counters", "work", "skills", "contact"] as const;
/** The site's pages, as a link names them. */
export const PAGE_ROUTES = ["/", "/projects", "/cv"] as const;
const NAV_LINKS = [...SECTION_ANCHORS.map((id) => `#${id}`), ...PAGE_ROUTES];
const navLink = (description: string) =>
  z
    .enum(NAV_LINKS as [string, ...string[]], {
      error: expected(`a section of / or a page: ${NAV_LINKS.map((link) => `"${link}"`).join(", ")}`),
    })
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
    .max(80, { error: (issue) => `is ${String(issue.input).length} characters long; a slug must fit in 80` })
    .describe(description);

const list = <Item extends z.ZodType>(item: Item, what: string, description: string) =>
  z
    .array(item, { error: expected(`a list of ${what}`) })
    .min(1, { error: expected(`a non-empty list of ${what}`) })
    .describe(description);

const textList = <Item extends z.ZodType>(description: string, item: Item) =>
  z
    .array(item, { error: expected("a list of texts") })
    .min(1, { error: expected("a non-empty list of texts") })
    .describe(description);

/** What a file field holds, and the file types the site can show there. */
export const FILE_KINDS = {
  /** Resized and converted by the build (gatsby-plugin-sharp). */
  image: { extensions: ["jpg", "jpeg", "png", "webp", "avif"], what: "a JPEG, PNG, WebP or AVIF image" },
  /** Drawn as PNGs by the build (src/build/icon-raster.ts). */
  icon: { extensions: ["svg", "png", "jpg", "jpeg", "webp"], what: "an SVG, PNG, JPEG or WebP image" },
  webm: { extensions: ["webm"], what: "a WebM video" },
  mp4: { extensions: ["mp4"], what: "an MP4 video" },
} as const;
export type FileKind = keyof typeof FILE_KINDS;
/** The kind of each file field. */
export const fileKinds = z.registry<{ kind: FileKind }>();

const extension = (value: string) => /\.([^./]+)$/.exec(value)?.[1]?.toLowerCase() ?? "";

/** A file in content/, written from there: "./icons/tech/react.svg". */
function file(exists: FileExists, kind: FileKind, description: string) {
  const { extensions, what } = FILE_KINDS[kind];
  const schema = z
    .string({ error: expected("a file path") })
    .regex(/^\.\/\S+$/, { error: expected('a path inside content/ that starts with "./"') })
    .refine((value) => (extensions as readonly string[]).includes(extension(value)), {
      error: (issue) => `must be ${what} (${extensions.map((e) => `.${e}`).join(", ")}), got ${shown(issue.input)}`,
      abort: true,
    })
    .refine(exists, { error: (issue) => `points to ${String(issue.input)}, which does not exist in content/` })
    .refine((value) => !exists.opened?.(value), {
      error: (issue) => `points to ${String(issue.input)}, which ${exists.opened!(String(issue.input))!}`,
    })
    .describe(`${description} A path inside content/, starting with "./": ${what}.`);
  return schema.register(graphqlHints, { graphql: "File! @fileByRelativePath" }).register(fileKinds, { kind });
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

/**
 * Every content file, by file name. `exists` checks file paths and `undrawable` the texts the build draws; the JSON
 * Schemas are made without them.
 */
export function contentCollections(exists: FileExists = () => true, undrawable: Undrawable = () => []) {
  /** Text the build draws with its own fonts, which must hold every character of it. */
  const drawn = (description: string, max?: number) =>
    text(description, max)
      .refine((value) => undrawable(value).length === 0, {
        error: (issue) =>
          `has ${undrawable(String(issue.input))
            .map((c) => `"${c}"`)
            .join(
              ", ",
            )}, which the CV's PDF and the share images cannot draw (their font holds Latin letters only); write it another way`,
      })
      .register(drawnTexts, { drawn: true });
  const drawnList = (description: string, max: number = TEXT_MAX.sentence) =>
    textList(description, drawn("One line of the list.", max));
  const namedIcon = (where: string) =>
    entry({
      name: text(`The name, read by screen readers and shown ${where}.`, TEXT_MAX.label),
      imgPath: file(exists, "icon", "Its icon or logo."),
    });
  const card = (where: string) =>
    entry({
      title: text(`The card's title, ${where}.`, TEXT_MAX.title),
      desc: text("The card's text, a sentence or two.", TEXT_MAX.sentence),
      imgPath: file(exists, "icon", "The card's icon."),
    });
  const technology = entry({
    name: drawn('The technology, shown on the project\'s badge on /projects ("React").', TEXT_MAX.label),
    icon: file(exists, "icon", "The badge's icon."),
    color: z
      .enum(BADGE_COLOURS, { error: expected(BADGE_COLOURS.map((c) => `"${c}"`).join(", ")) })
      .describe("The badge's colour, deep on the light theme and pale on the dark one."),
  }).register(graphqlHints, { graphql: "ProjectTechnology" });
  const caseStudy = (where: string) => `On the project's case study${where}.`;
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
    image: file(exists, "image", "A further screenshot, at least 1200 px wide; any shape."),
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

  /** The owner's details, whose country, where `location` names one, must be `countryCode`'s. */
  const located = <Shape extends z.ZodRawShape>(shape: Shape) =>
    entry(shape).refine(
      ({ location, countryCode }: { location?: unknown; countryCode?: unknown }) => {
        const named = typeof location === "string" ? countryNamedIn(location) : undefined;
        return named === undefined || named === countryCode;
      },
      {
        error: (issue) => {
          const { location, countryCode } = issue.input as { location: string; countryCode: string };
          const named = countryNamedIn(location)!;
          return `is "${countryCode}" (${countryName(countryCode)}), but "location" names ${countryName(named)}: make it "${named}", or change "location"`;
        },
        path: ["countryCode"],
      },
    );
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
    company: drawn('The employer ("Acme Software"), or "Freelance".', TEXT_MAX.title),
    position: drawn('Your title there ("Software Engineer").', TEXT_MAX.title),
    location: drawn('Optional: where ("Lisbon, Portugal (remote)").', TEXT_MAX.title).optional(),
    url: url("Optional: the employer's website.").optional(),
    startDate: month("When you started."),
    endDate: month("Optional: when you left; leave it out while you still work there.").optional(),
    summary: drawn("What you did there, a sentence or two.", TEXT_MAX.sentence),
    highlights: drawnList("Achievements, one line each, with figures where you have them."),
  }).register(graphqlHints, { graphql: "ResumeWork" });
  const study = dated({
    institution: drawn('The university or school ("University of Lisbon").', TEXT_MAX.title),
    studyType: drawn('The degree ("Bachelor of Science").', TEXT_MAX.title),
    area: drawn('The field ("Computer Science").', TEXT_MAX.title),
    startDate: month("When you started."),
    endDate: month("When you finished."),
    score: drawn('Optional: the grade ("CGPA 3.6 / 4.0").', TEXT_MAX.label).optional(),
  }).register(graphqlHints, { graphql: "ResumeEducation" });
  const certificate = entry({
    name: drawn('The certificate ("AWS Certified Cloud Practitioner").', TEXT_MAX.title),
    issuer: drawn('Who issued it ("Amazon Web Services").', TEXT_MAX.title),
    date: month("When it was issued."),
    url: url("Optional: where it can be verified.").optional(),
  }).register(graphqlHints, { graphql: "ResumeCertificate" });
  const skillGroup = entry({
    name: drawn('The skill, ideally a name from skills.json ("Frontend Development").', TEXT_MAX.title),
    level: drawn('Optional: how well ("Expert", "Advanced").', TEXT_MAX.label).optional(),
    keywords: drawnList(
      'The tools and techniques, the words recruiters search for ("React", "Next.js").',
      TEXT_MAX.label,
    ),
  }).register(graphqlHints, { graphql: "ResumeSkill" });
  const language = entry({
    language: drawn('The language ("English").', TEXT_MAX.label),
    fluency: drawn('How well you speak it ("Native speaker", "Full professional proficiency").', TEXT_MAX.title),
  }).register(graphqlHints, { graphql: "ResumeLanguage" });

  return {
    "site.json": {
      shape: "object",
      description: "The owner and the site: names, links, the hero video and the contact form's keys.",
      entry: located({
        name: drawn("The owner's full name: the page titles, the footer and search results.", TEXT_MAX.label),
        shortName: text("The name in the navbar's logo.", 16),
        role: drawn(
          'The owner\'s role, in the page titles and search results ("Full-Stack Developer").',
          TEXT_MAX.label,
        ),
        intro: text("The line under the hero's headline on /.", TEXT_MAX.sentence),
        projectsIntro: text(
          "The text under the heading on /projects, and that page's description for search engines and link previews.",
          TEXT_MAX.sentence,
        ),
        description: drawn(
          "What search engines and link previews show under the title (about 150 characters).",
          TEXT_MAX.sentence,
        ),
        location: drawn(
          'Where the owner works, the city first, in the contact section and on the CV ("Lisbon, Portugal").',
          TEXT_MAX.title,
        ),
        countryCode: z
          .enum(COUNTRY_CODES, {
            error: expected('a country\'s two-letter code (ISO 3166-1) in capitals, like "PT" for Portugal'),
          })
          .describe(
            'The country the owner works in, as its two-letter code ("PT" for Portugal): the address search engines and the CV\'s JSON Resume give.',
          ),
        email: email("The owner's email address, in the contact section and the bot check's fallback."),
        githubUrl: url("The owner's GitHub profile, in the contact section."),
        linkedinUrl: url("The owner's LinkedIn profile, in the contact section."),
        siteUrl: origin(
          'Where the site is published ("https://example.com"): canonical links, the sitemap and robots.txt.',
        ),
        heroVideoWebm: file(exists, "webm", "The hero video as WebM."),
        heroVideoMp4: file(exists, "mp4", "The hero video as MP4 (played first: Safari needs it)."),
        heroVideoPoster: file(
          exists,
          "image",
          "The still shown before the hero video plays, and instead of it with reduced motion.",
        ),
        heroVideoDescription: text(
          'What the hero video shows, read by screen readers ("Screen recording: a code editor typing out a component").',
          TEXT_MAX.sentence,
        ),
        icon: file(
          exists,
          "icon",
          "The site's icon: the browser tab's and the phone's home screen (the web app manifest's icons are made from it). Square; an SVG, or at least 512 px wide.",
        ),
        theme: z
          .enum(["system", "dark", "light"], { error: expected('"system", "dark" or "light"') })
          .describe(
            'The colours a visitor sees until they choose with the navbar\'s button: "system" follows their device\'s light or dark setting; "dark" or "light" is the same for everyone.',
          ),
        turnstileSiteKey: text("Cloudflare Turnstile's site key for the contact form's bot check.", TEXT_MAX.title),
        emailjsPublicKey: text("EmailJS's public key, which sends the contact form.", TEXT_MAX.title),
        emailjsServiceId: text("EmailJS's service id.", TEXT_MAX.title),
        emailjsTemplateId: text("EmailJS's template id.", TEXT_MAX.title),
      }),
    },
    "projects.json": {
      shape: "list",
      description: "The projects: the first ones on / (Selected work), all of them on /projects, in order of id.",
      uniqueBy: ["id", "slug"],
      entry: entry({
        id: number("A unique number; projects are listed in its order, the smallest first."),
        title: drawn("Shown as the project's title on / and /projects.", TEXT_MAX.title),
        description: drawn("The project's summary, on / and /projects.", TEXT_MAX.sentence),
        image: file(
          exists,
          "image",
          "The project's screenshot, at least 1200 px wide; any shape (a phone's screenshot is shown whole).",
        ),
        features: drawnList("The project's key features, a bulleted list on /projects."),
        technologies: list(technology, "technologies", "The technologies the project uses, as badges on /projects."),
        liveLink: url("Where the live project is: its 'Live Link' button."),
        githubLink: url("The project's source code: its 'GitHub Repo' button."),
        category: drawn('The project\'s category, shown above its title on /projects ("Full Stack").', TEXT_MAX.label),
        slug: slug(
          'The project\'s address: its case study is at /projects/<slug>/ ("ai-resume-analyzer"). Changing it breaks links already shared.',
        ),
        role: drawn(
          `What you did on the project ("Lead developer: architecture, checkout and payouts"). ${caseStudy("")}`,
          TEXT_MAX.sentence,
        ),
        timeline: text(`How long it took, and when ("12 weeks, 2024"). ${caseStudy("")}`, TEXT_MAX.title),
        client: drawn(
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
    },
    "stats.json": {
      shape: "list",
      description: "The numbers that count up under the hero on /.",
      uniqueBy: ["label"],
      entry: entry({
        value: count("The whole number the counter counts up to."),
        suffix: text('Optional: what follows the number ("+" or "%").', TEXT_MAX.mark).optional(),
        label: text('What the number counts ("Completed Projects").', TEXT_MAX.label),
      }),
    },
    "hero-words.json": {
      shape: "list",
      description: "The words that rotate in the hero's headline on /, each with its icon, in order, each once.",
      uniqueBy: ["text"],
      entry: entry({
        text: text("The word.", 24),
        imgPath: file(exists, "icon", "The icon shown before the word."),
      }),
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
        name: drawn("The network's name, read by screen readers.", TEXT_MAX.label),
        imgPath: file(exists, "icon", "The network's icon."),
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
      description: "The links in the navbar, in order, each to a different place.",
      uniqueBy: ["name", "link"],
      entry: entry({
        name: text("The link's text.", 24),
        link: navLink('A page ("/projects") or a section of / ("#work", "#skills").'),
      }),
    },
  } satisfies Record<string, Collection>;
}

export type ContentFileName = keyof ReturnType<typeof contentCollections>;
