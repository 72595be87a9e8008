import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { contentDir } from "../../src/content/content-dir";
import { type ContentFileName, contentCollections } from "../../src/content/content-schema";
import { DEFAULT_LANGUAGE } from "../../src/content/language-direction";
import { siteLabels } from "../../src/content/site-labels";
import { digitGroupingOf } from "../../src/content/site-locale";
import { caseStudyPath } from "../../src/utils/case-study-path";
import { siteLanguages } from "../../src/content/site-languages";
import { TRANSLATIONS } from "../../src/content/translations";
import { statText } from "../../src/utils/format";

type Collections = ReturnType<typeof contentCollections>;
/** What a content file holds, as the content check's schema describes it. */
export type Content<F extends ContentFileName> = Collections[F]["shape"] extends "list"
  ? z.infer<Collections[F]["entry"]>[]
  : z.infer<Collections[F]["entry"]>;

/**
 * A file of the content the served build was made from: content/, or the generated set when CONTENT_DIR names
 * it. Tests read what they expect from here, never a copy of today's values.
 */
export const readContent = <F extends ContentFileName>(file: F): Content<F> =>
  JSON.parse(readContentFile(file).toString("utf8")) as Content<F>;

/** Every file of that content, by name. */
export const allContent = () =>
  Object.fromEntries(Object.keys(contentCollections()).map((file) => [file, readContent(file as ContentFileName)]));

/** The bytes of a file of that content, named as the content names it ("./icons/site/icon.svg"). */
export const readContentFile = (file: string) =>
  readFileSync(path.join(contentDir(path.join(__dirname, "../..")), file));

/** The navbar's links to sections of / ("#skills") and to pages ("/projects"), as the content lists them. */
export const navAnchors = () => readContent("nav-items.json").filter(({ link }) => link.startsWith("#"));
export const navPages = () => readContent("nav-items.json").filter(({ link }) => link.startsWith("/"));

/** The site's language: site.json's, or the default. */
export const siteLanguage = () => readContent("site.json").language ?? DEFAULT_LANGUAGE;

/** A text as a page shows it and a screen reader names it: its runs of white space as one space. */
export const shown = (text: string) => text.replace(/\s+/g, " ").trim();

/** Every fixed word of the site, as its pages have them: labels.json's, with the English of those it leaves out. */
export const labels = () =>
  siteLabels(readContent("labels.json"), { language: siteLanguage(), projects: readContent("projects.json").length });

/** How the site's language groups a counter's digits, as the build read it from Intl. */
export const siteGrouping = () => digitGroupingOf(siteLanguage());

/** A counter's text, as the page shows it in the site's language ("12,500+", "12 500+"). */
export const counterText = (value: number, suffix?: string | null) => statText(value, suffix, siteGrouping());

/** The CV's section headings, in order: it has a Certificates section only when resume.json lists some. */
export const cvSections = () => {
  const words = labels();
  return [
    words.experience,
    words.skills,
    words.projects,
    words.education,
    ...(readContent("resume.json").certificates?.length ? [words.certificates] : []),
    words.languages,
  ];
};

/**
 * Marks a test whose expectations come from the content and would break on a copy of today's: `npm test` runs it on
 * this commit's generated content too (scripts/test-run/plans.mjs).
 */
export const FROM_CONTENT = { tag: "@content" };

/** The projects in the order the site lists them: by id, the smallest first. */
export const projectsInOrder = () => [...readContent("projects.json")].sort((a, b) => a.id - b.id);

/** The pages the site makes, one of each kind (the first case study standing for all, one template), or `every`. */
export const sitePages = ({ every = false } = {}) => [
  "/",
  "/projects/",
  ...projectsInOrder()
    .slice(0, every ? undefined : 1)
    .map(({ slug }) => caseStudyPath(slug)),
  "/cv/",
];

/** The site's languages, the first first, as the build makes them from the content (src/content/site-languages.ts). */
export const languages = () => siteLanguages(contentDir(path.join(__dirname, "../..")));

/** A file of a translation's words (content/translations/<language>/<file>), as the owner wrote it. */
export const readTranslation = <F extends ContentFileName>(language: string, file: F) =>
  JSON.parse(readContentFile(`${TRANSLATIONS}/${language}/${file}`).toString("utf8")) as Partial<Content<F>>;
