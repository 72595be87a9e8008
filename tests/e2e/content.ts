import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { contentDir } from "../../src/content/content-dir";
import { type ContentFileName, contentCollections } from "../../src/content/content-schema";
import { caseStudyPath } from "../../src/utils/case-study-path";

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

/** The CV's section headings, in order: it has a Certificates section only when resume.json lists some. */
export const cvSections = () => [
  "Experience",
  "Skills",
  "Projects",
  "Education",
  ...(readContent("resume.json").certificates?.length ? ["Certificates"] : []),
  "Languages",
];

/**
 * Marks a test whose expectations come from the content and would break on a copy of today's: `npm test` runs it on
 * this commit's generated content too (scripts/run-tests.mjs).
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
