import type { ContentSource } from "../../src/content/check-content";
import { contentSet, type ContentSet } from "../../src/content/content-arbitrary";
import { COUNTER_MAX, PAGE_ROUTES, SECTION_ANCHORS } from "../../src/content/content-schema";
import { undrawableBy } from "../../src/content/drawable-text";
import { FILE_POOL } from "./content-sets";

/** A valid content set with every optional part and several entries in every list, to break one thing at a time. */
export const BASE = contentSet(FILE_POOL, "largest", 58);

type Json = Record<string, unknown> & Record<number, Record<string, unknown>>;
const base = <F extends keyof ContentSet>(file: F) => BASE[file] as Json;
const at = (file: keyof ContentSet, index: number, field: string) =>
  JSON.stringify((base(file)[index] as Record<string, unknown>)[field]);

/** The content check's reading of a content set, with the files FILE_POOL names and the build's fonts. */
export const sourceOf = (set: Record<string, unknown>, raw: Record<string, string> = {}): ContentSource => ({
  read: (name) => raw[name] ?? (name in set ? JSON.stringify(set[name]) : undefined),
  exists: (file) => Object.values(FILE_POOL).some((files) => files.includes(file)),
  undrawable: undrawableBy(process.cwd()),
});

export interface BrokenCase {
  /** The file changed, and how (in place, on a copy of BASE's file). */
  file: keyof ContentSet;
  break: (content: Json) => void;
  /** The one message the content check gives. */
  message: string;
  /** Whether the editor's JSON Schema sees it too: it cannot know which files exist, or that ids are unique. */
  schemaSees: boolean;
}

/** The links the navbar may hold, as the check lists them. */
const NAV_LINKS = [...SECTION_ANCHORS.map((id) => `#${id}`), ...PAGE_ROUTES].map((link) => `"${link}"`).join(", ");
const project = (n: number) => `content/projects.json › entry ${n + 1} (id ${at("projects.json", n, "id")})`;

/** One mistake an owner could make in each way the check knows, with what it says. */
export const BROKEN: Record<string, BrokenCase> = {
  "a missing field": {
    file: "projects.json",
    break: (projects) => delete projects[1]!.liveLink,
    message: `${project(1)} › field "liveLink": is required but missing`,
    schemaSees: true,
  },
  "a misspelt field": {
    file: "projects.json",
    break: (projects) => {
      projects[0]!.livelink = projects[0]!.liveLink;
      delete projects[0]!.liveLink;
    },
    message: `${project(0)} › field "liveLink": is required but missing\n${project(0)}: has "livelink", which the site does not use (a typo?)`,
    schemaSees: true,
  },
  "a number as text": {
    file: "stats.json",
    break: (stats) => void (stats[2]!.value = "30"),
    message: `content/stats.json › entry 3 (label ${at("stats.json", 2, "label")}) › field "value": must be a whole number, got "30"`,
    schemaSees: true,
  },
  "a counter that is not a whole number": {
    file: "stats.json",
    break: (stats) => void (stats[0]!.value = COUNTER_MAX + 1),
    message: `content/stats.json › entry 1 (label ${at("stats.json", 0, "label")}) › field "value": must be a whole number up to ${COUNTER_MAX}, got ${COUNTER_MAX + 1}`,
    schemaSees: true,
  },
  "an image that is not there": {
    file: "skills.json",
    break: (skills) => void (skills[3]!.imgPath = "./icons/desing.svg"),
    message: `content/skills.json › entry 4 (name ${at("skills.json", 3, "name")}) › field "imgPath": points to ./icons/desing.svg, which does not exist in content/`,
    schemaSees: false,
  },
  "a screenshot the build cannot resize": {
    file: "projects.json",
    break: (projects) => void (projects[0]!.image = "./icons/mark.svg"),
    message: `${project(0)} › field "image": must be a JPEG, PNG, WebP or AVIF image (.jpg, .jpeg, .png, .webp, .avif), got "./icons/mark.svg"`,
    schemaSees: false,
  },
  "a nested entry's missing icon": {
    file: "projects.json",
    break: (projects) => void ((projects[0]!.technologies as Json)[2]!.icon = "./icons/tailwindcss.svg"),
    message: `${project(0)}, technologies[2] › field "icon": points to ./icons/tailwindcss.svg, which does not exist in content/`,
    schemaSees: false,
  },
  "a link without its scheme": {
    file: "social-links.json",
    break: (links) => void (links[0]!.link = "instagram.com/hamza.codes"),
    message: `content/social-links.json › entry 1 (name ${at("social-links.json", 0, "name")}) › field "link": must be a full http(s) URL, got "instagram.com/hamza.codes"`,
    schemaSees: true,
  },
  "a site address with a path": {
    file: "site.json",
    break: (site) => void (site.siteUrl = "https://example.com/portfolio"),
    message: `content/site.json › field "siteUrl": must be the site's address alone, with no path or "/" at its end, like "https://example.com", got "https://example.com/portfolio"`,
    schemaSees: false,
  },
  "a duplicate id": {
    file: "projects.json",
    break: (projects) => void (projects[3]!.id = projects[1]!.id),
    message: `${project(1).replace("entry 2", "entry 4")} › field "id": duplicates entry 2; each id must be unique`,
    schemaSees: false,
  },
  "a duplicate slug": {
    file: "projects.json",
    break: (projects) => void (projects[2]!.slug = projects[0]!.slug),
    message: `${project(2)} › field "slug": duplicates entry 1; each slug must be unique`,
    schemaSees: false,
  },
  "a slug with spaces": {
    file: "projects.json",
    break: (projects) => void (projects[1]!.slug = "Multi Vendor Marketplace"),
    message: `${project(1)} › field "slug": must be a URL slug of lower-case letters, digits and single hyphens, like "ai-resume-analyzer", got "Multi Vendor Marketplace"`,
    schemaSees: true,
  },
  "a nav link to no section": {
    file: "nav-items.json",
    break: (items) => void (items[0]!.link = "work"),
    message: `content/nav-items.json › entry 1 (name ${at("nav-items.json", 0, "name")}) › field "link": must be a section of / or a page: ${NAV_LINKS}, got "work"`,
    schemaSees: true,
  },
  "a theme that is none": {
    file: "site.json",
    break: (site) => void (site.theme = "blue"),
    message: `content/site.json › field "theme": must be "system", "dark" or "light", got "blue"`,
    schemaSees: true,
  },
  "a badge colour that is a class": {
    file: "projects.json",
    break: (projects) => void ((projects[0]!.technologies as Json)[0]!.color = "text-sky-300"),
    message: `${project(0)}, technologies[0] › field "color": must be "amber", "blue", "cyan", "emerald", "indigo", "lime", "orange", "rose", "sky", "violet", "zinc", got "text-sky-300"`,
    schemaSees: true,
  },
  "a month that is not one, and an end before the start": {
    file: "resume.json",
    break: (resume) => {
      (resume.work as Json)[1]!.startDate = "March 2020";
      Object.assign((resume.education as Json)[0]!, { startDate: "2019-09", endDate: "2015-06" });
    },
    message:
      'content/resume.json › work[1] › field "startDate": must be a month like "2021-03" (year, then month), got "March 2020"\n' +
      'content/resume.json › education[0] › field "endDate": ends before it starts',
    schemaSees: true,
  },
  "a name the PDF's font cannot draw": {
    file: "site.json",
    break: (site) => void (site.name = "حمزہ قریشی"),
    message: `content/site.json › field "name": has "ح", "م", "ز", "ہ", "ق", "ر", "ی", "ش", which the CV's PDF and the share images cannot draw (their font holds Latin letters only); write it another way`,
    schemaSees: false,
  },
  "a title with nothing visible": {
    file: "value-cards.json",
    break: (cards) => void (cards[0]!.title = "\u200b"),
    message: `content/value-cards.json › entry 1 (title "\u200b") › field "title": has nothing visible in it`,
    schemaSees: false,
  },
  "a line break": {
    file: "hero-words.json",
    break: (words) => void (words[0]!.text = "Ideas\nand more"),
    message: `content/hero-words.json › entry 1 (text "Ideas\\nand more") › field "text": has a control character (a line break, a tab) in it; write it as one line`,
    schemaSees: false,
  },
  "a text too long for its place": {
    file: "stats.json",
    break: (stats) => void (stats[0]!.suffix = "+ more"),
    message: `content/stats.json › entry 1 (label ${at("stats.json", 0, "label")}) › field "suffix": is 6 characters long; it must fit in 4`,
    schemaSees: true,
  },
  "a country by its name, not its code": {
    file: "site.json",
    break: (site) => void (site.countryCode = "Germany"),
    message: `content/site.json › field "countryCode": must be a country's two-letter code (ISO 3166-1) in capitals, like "PT" for Portugal, got "Germany"`,
    schemaSees: true,
  },
  "a move abroad that left the old country": {
    file: "site.json",
    break: (site) => Object.assign(site, { location: "Berlin, Germany", countryCode: "PK" }),
    message: `content/site.json › field "countryCode": is "PK" (Pakistan), but "location" names Germany: make it "DE", or change "location"`,
    schemaSees: false,
  },
};

/** BASE with one case's mistake made in it. */
export function broken(name: string): Record<string, unknown> {
  const { file, break: mistake } = BROKEN[name]!;
  const copy = structuredClone(BASE[file]) as Json;
  mistake(copy);
  return { ...BASE, [file]: copy };
}
