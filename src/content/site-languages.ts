import fs from "node:fs";
import path from "node:path";
import { readJsonFile } from "./json-text";
import { languageTag } from "./schema/language";
import { DEFAULT_LANGUAGE } from "./language-direction";
import { CV_PATH } from "../cv/cv-paths";
import { TRANSLATIONS } from "./translations";

/** One of the site's languages, as the build makes its pages. */
export interface SiteLanguage {
  /** Its words' translation: "" for content/'s own files, else its folder in content/translations/ ("de"). */
  translation: string;
  /** Its BCP 47 tag ("de", "ur-PK"). */
  tag: string;
  /** Where its pages are: "" for the first language's, at /; "/de" for another's, at /de/. */
  prefix: string;
  /** Its name in itself, as CLDR gives it ("Deutsch", "اردو", "English"). */
  name: string;
}

/** Whether `tag` is a language tag as the content check takes it. */
const isTag = (tag: string) => languageTag("").safeParse(tag).success;

/** A language's name in itself, its first letter a capital where its script has them ("Español", "Deutsch"). */
export function nameInItself(tag: string): string {
  const name = new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/** The site's first language: content/site.json's, or English. */
export function firstLanguage(contentDir: string): string {
  const file = path.join(contentDir, "site.json");
  const site = fs.existsSync(file) ? (readJsonFile(fs.readFileSync(file)).data as { language?: unknown }) : undefined;
  return typeof site?.language === "string" ? site.language : DEFAULT_LANGUAGE;
}

/**
 * The languages content/translations/ adds: each folder named by a language tag, but the first language's (the
 * content check refuses any other), in order.
 */
export function translationLanguages(contentDir: string): string[] {
  const folder = path.join(contentDir, TRANSLATIONS);
  const first = firstLanguage(contentDir);
  const folders = fs.existsSync(folder)
    ? fs.readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
  return folders
    .map((entry) => entry.name)
    .filter((tag) => isTag(tag) && tag !== first)
    .sort((a, b) => a.localeCompare(b, "en"));
}

/** A language as the pages take it: its tag, where its pages are, and its name. */
export const siteLanguage = (tag: string, translation: string): SiteLanguage => ({
  translation,
  tag,
  prefix: translation ? `/${translation.toLowerCase()}` : "",
  name: nameInItself(tag),
});

/** The first language's own folders, of its pages and of what the build and Netlify publish beside them. */
const OWN_FOLDERS = [CV_PATH, "/projects/", "/share/", "/static/", "/page-data/", "/icons/", "/api/"];

/** Where a language's pages would be, when the site's own are there already ("cv" is Chuvash's tag); else undefined. */
export function takenPrefix(tag: string): string | undefined {
  const at = `${siteLanguage(tag, tag).prefix}/`;
  return OWN_FOLDERS.includes(at) ? at : undefined;
}

/** The site's languages: the first, at /, then each translation's, at /<its tag>/. */
export const siteLanguages = (contentDir: string): SiteLanguage[] => [
  siteLanguage(firstLanguage(contentDir), ""),
  ...translationLanguages(contentDir).map((tag) => siteLanguage(tag, tag)),
];
