import fs from "node:fs";
import path from "node:path";
import type { ContentSource } from "../../src/content/check-content";
import { contentDir } from "../../src/content/content-dir";
import { contentFolder } from "../../src/content/content-folder";
import { type Collection, type ContentFileName, contentCollections, fileKinds } from "../../src/content/content-schema";
import type { z } from "zod";
import { DEFAULT_LANGUAGE } from "../../src/content/language-direction";
import { siteLabels, type WrittenLabels } from "../../src/content/site-labels";
import { ogLocaleOf, siteLocale } from "../../src/content/site-locale";
import { nameInItself } from "../../src/content/site-languages";
import { type LanguageContext, type SiteContent, SiteContentProvider } from "../../src/content/use-site";
import { render } from "@testing-library/react";
import { createElement, type ReactElement } from "react";

/**
 * content/, or the content set CONTENT_DIR names. A unit test that reads the content imports this file itself: when only
 * content/ changed, `npm test -- --since <ref>` runs those and no other unit test (scripts/test-run/plans.mjs).
 */
export const CONTENT_DIR = contentDir(path.join(__dirname, "../.."));

/** The content, as the content check reads it. */
export const realContent = (): ContentSource => contentFolder(CONTENT_DIR);

export { shown, shownName } from "./shown-text";

/** Parsed JSON of a content file, for component tests. */
export function readContent<T>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, name), "utf8")) as T;
}

type Queried<T> = T extends string
  ? T | { publicURL: string }
  : T extends object
    ? { [K in keyof T]: Queried<T[K]> }
    : T;

/** `value` as Gatsby serves what `schema` describes: its files as `{ publicURL }`, an `id` as `jsonId`. */
function servedAs(schema: z.ZodType, value: unknown): unknown {
  if (value === undefined) return value;
  if (fileKinds.has(schema)) return { publicURL: `/static/${String(value).slice(2)}` };
  const def = schema.def as {
    type: string;
    innerType?: z.ZodType;
    element?: z.ZodType;
    shape?: Record<string, z.ZodType>;
  };
  if (def.type === "optional") return servedAs(def.innerType!, value);
  if (def.type === "array") return (value as unknown[]).map((item) => servedAs(def.element!, item));
  if (def.type !== "object") return value;
  return Object.fromEntries(
    Object.entries(value as object).map(([key, field]) => [
      key === "id" ? "jsonId" : key,
      servedAs(def.shape![key]!, field),
    ]),
  );
}

/** The content schema's files, made once: the page tests shape every file they render by it. */
export const COLLECTIONS: Record<ContentFileName, Collection> = contentCollections();

/** A content file's JSON shaped like a GraphQL answer, by what the content schema says each field is. */
export function asQueried<T>(value: T, file: ContentFileName): Queried<T> {
  const { shape, entry } = COLLECTIONS[file];
  return (
    shape === "list" ? (value as unknown[]).map((item) => servedAs(entry, item)) : servedAs(entry, value)
  ) as Queried<T>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures stand in for generated query types
export const queried = (name: ContentFileName): any => asQueried(readContent<unknown>(name), name);

/**
 * site.json and labels.json as every page's query answers them (src/content/use-site.ts, SiteContent): the site with its
 * locale, the labels with the English of those left out, as gatsby-node.ts resolves them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures stand in for generated query types
export function siteContentAnswer(site: any, labels: unknown, projects: number) {
  const language: string = site?.language ?? DEFAULT_LANGUAGE;
  return {
    siteJson: site && { otherLanguages: null, ...site, locale: siteLocale(language) },
    labelsJson: { texts: siteLabels((labels ?? {}) as WrittenLabels, { language, projects }) },
  };
}

/** A page's language context on a site in `language` alone, the page at `path` (gatsby-node.ts's languageContext). */
export const oneLanguage = (language: string, path = "/"): LanguageContext => ({
  translation: "",
  prefix: "",
  twins: [{ tag: language, name: nameInItself(language), path, ogLocale: ogLocaleOf(language) }],
});

/** The site's content, as the pages give it to their layout, head and components, for the content the tests read. */
export function siteContent(): SiteContent {
  const answer = siteContentAnswer(
    queried("site.json"),
    readContent("labels.json"),
    readContent<unknown[]>("projects.json").length,
  );
  return {
    site: answer.siteJson,
    labels: answer.labelsJson.texts,
    navItems: readContent("nav-items.json"),
    socialLinks: queried("social-links.json"),
    language: oneLanguage(answer.siteJson.locale.language),
  };
}

/** Renders `ui` under the site's content (`content`, else the content the tests read), as a page renders it. */
export const renderOnSite = (ui: ReactElement, content: SiteContent = siteContent()) =>
  render(createElement(SiteContentProvider, { value: content, children: ui }));

/** The labels of the content the tests read, as the pages have them. */
export const contentLabels = () => siteContent().labels;
