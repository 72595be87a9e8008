import fs from "node:fs";
import path from "node:path";
import { type Collection, contentCollections } from "./content-schema";
import { readJsonFile } from "./json-text";
import { OWN_WORDS_FILE, TRANSLATIONS, fileSchema, translated } from "./translations";
import { translationLanguages } from "./site-languages";

/** The entries of one content file in one language: content/'s own (`translation` ""), or a translation's. */
export interface LanguageEntries {
  translation: string;
  data: unknown;
}

/**
 * For a JSON file Gatsby reads in `contentDir` (its text as Gatsby read it), the content file its nodes are of and each
 * language's entries (plugins/content-json): content/<file> gives its own and every translation's, a translation's file
 * its language's again. Each file is read as `held` gives it (src/content/accepted-content.ts). Undefined for a file
 * that is neither.
 */
export function languageEntries(
  contentDir: string,
  absolutePath: string,
  text: string,
  held: (name: string, text: string) => string,
): { file: string; languages: LanguageEntries[] } | undefined {
  const relative = path.relative(contentDir, absolutePath).split(path.sep);
  const collections = contentCollections() as Record<string, Collection>;
  const read = (name: string, as?: string) => {
    const file = path.join(contentDir, name);
    const now = as ?? (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined);
    return now === undefined ? undefined : readJsonFile(held(name, now)).data;
  };
  const inLanguage = (file: string, first: unknown, language: string, as?: string): LanguageEntries => {
    const words = read(`${TRANSLATIONS}/${language}/${file}`, as);
    return {
      translation: language,
      data: file === OWN_WORDS_FILE ? (words ?? {}) : translated(first, words, fileSchema(collections[file]!)),
    };
  };

  if (relative.length === 1 && relative[0]! in collections) {
    const [file] = relative as [string];
    const first = read(file, text);
    if (first === undefined) return undefined;
    const languages = translationLanguages(contentDir).map((language) => inLanguage(file, first, language));
    return { file: absolutePath, languages: [{ translation: "", data: first }, ...languages] };
  }
  const [top, language, file] = relative;
  if (top !== TRANSLATIONS || relative.length !== 3 || !(file! in collections)) return undefined;
  if (!translationLanguages(contentDir).includes(language!)) return undefined;
  const first = read(file!);
  if (first === undefined) return undefined;
  return { file: path.join(contentDir, file!), languages: [inLanguage(file!, first, language!, text)] };
}
