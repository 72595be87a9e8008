import { directionOf } from "./language-direction";

/** A language of the site, as the HTML renderer and `npm start` are given them: its tag and where its pages are. */
export interface PagePrefix {
  tag: string;
  /** "" for the first language's pages, at /; "/de" for another's. */
  prefix: string;
}

/** The language of the page at `pathname`: the one whose pages are under its prefix, else the first. */
export const languageOf = (languages: readonly PagePrefix[], pathname: string) =>
  languages.find(({ prefix }) => prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))?.tag ??
  languages[0]!.tag;

/** `<html>`'s attributes for a page in `language`: its tag, and its direction where it is not the default. */
export const htmlLanguage = (language: string) => ({
  lang: language,
  ...(directionOf(language) === "rtl" ? { dir: "rtl" } : {}),
});
