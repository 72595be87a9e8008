import { isDeepStrictEqual } from "node:util";
import type { ContentProblem, ContentSource, ContentWarning } from "./check-content";
import type { Collection } from "./schema/collection";
import { languageName, languageTag } from "./schema/language";
import { readJsonFile } from "./json-text";
import { takenPrefix } from "./site-languages";
import { DEFAULT_LANGUAGE } from "./language-direction";
import {
  OWN_WORDS_FILE,
  fileSchema,
  translationFolder,
  translationFolders,
  translationProblems,
  wordsOf,
} from "./translations";
import { untranslatedHeading, untranslatedLabels } from "./untranslated-labels";

/** A path inside a file, the way the check names it: the list entry (by the first language's), and the field. */
export type Locate = (
  collection: Collection,
  data: unknown,
  path: readonly (string | number)[],
) => Pick<ContentProblem, "entry" | "field">;

const TAG = languageTag("");

/** Whether a file's words hold any text at all. */
const holdsText = (value: unknown): boolean =>
  typeof value === "string" ? value.trim() !== "" : Object.values(value ?? {}).some(holdsText);

/** The heading of the texts a translation leaves to the first language. */
const untranslatedAbout = (language: string) =>
  `Texts not yet translated into ${languageName(language) ?? language} (content/${translationFolder(language)}): its pages show them as content/'s files have them`;

/**
 * The check of content/translations/: each folder a language tag other than the site's first language, each file in
 * it named as one of content/'s and holding that file's words alone; errors for what the build cannot use, warnings
 * for what is not yet translated.
 */
export function checkTranslations(
  source: ContentSource,
  collections: Record<string, Collection>,
  firstData: (file: string) => unknown,
  locate: Locate,
): { errors: ContentProblem[]; warnings: ContentWarning[] } {
  const errors: ContentProblem[] = [];
  const warnings: ContentWarning[] = [];
  const site = firstData("site.json") as { language?: string } | undefined;
  const first = site?.language ?? DEFAULT_LANGUAGE;
  for (const [language, files] of translationFolders(source.files?.() ?? [])) {
    const folder = translationFolder(language);
    const tag = TAG.safeParse(language);
    if (!tag.success) {
      errors.push({
        file: folder,
        problem: `names no language: ${tag.error.issues[0]!.message.replace(/^must/, "a folder here must")}`,
      });
      continue;
    }
    if (language === first) {
      errors.push({
        file: folder,
        problem: `is the site's first language ("language" in content/site.json), whose words are content/'s own files: remove the folder`,
      });
      continue;
    }
    const taken = takenPrefix(language);
    if (taken) {
      errors.push({
        file: folder,
        problem: `would put its pages at ${taken}, where the site's own are: the site cannot add this language`,
      });
      continue;
    }
    for (const file of files.filter((name) => !(name in collections)))
      errors.push({
        file: `${folder}/${file}`,
        problem: `is no file the site reads: a translation holds files named as content/'s JSON files (${Object.keys(collections).join(", ")})`,
      });
    // Whether every text it gives is the first language's own (undefined while none is compared).
    let sameWords: boolean | undefined;
    for (const [file, collection] of Object.entries(collections)) {
      const name = `${folder}/${file}`;
      const about = untranslatedAbout(language);
      if (!files.includes(file)) {
        warnings.push({ file: name, problem: `is missing: every text of content/${file} shows as it is`, about });
        continue;
      }
      const read = readJsonFile(source.read(name) ?? "");
      if (read.problem !== undefined) {
        errors.push({ file: name, problem: read.problem });
        continue;
      }
      if (file === OWN_WORDS_FILE) {
        // Each language's fixed words stand alone, as content/labels.json's do: checked as that file is.
        for (const issue of collection.entry.safeParse(read.data).error?.issues ?? [])
          errors.push({
            file: name,
            ...locate(collection, read.data, issue.path as (string | number)[]),
            problem: issue.message,
          });
        warnings.push(
          ...untranslatedLabels({ language }, read.data).map((p) => ({
            ...p,
            file: name,
            about: untranslatedHeading(language, name),
          })),
        );
        continue;
      }
      const firstValue = firstData(file);
      const found = translationProblems(firstValue, read.data, fileSchema(collection), `content/${file}`);
      for (const { path, problem } of found.errors)
        errors.push({ file: name, ...locate(collection, firstValue, path), problem });
      const byEntry = new Map<string | undefined, string[]>();
      for (const path of found.untranslated) {
        const { entry, field } = locate(collection, firstValue, path);
        byEntry.set(entry, [...(byEntry.get(entry) ?? []), field ?? "its text"]);
      }
      for (const [entry, fields] of byEntry)
        warnings.push({ file: name, entry, problem: `not yet translated: ${fields.join(", ")}`, about });
      const firstWords = wordsOf(firstValue, fileSchema(collection));
      if (holdsText(firstWords)) sameWords = (sameWords ?? true) && isDeepStrictEqual(read.data, firstWords);
    }
    // As `npm run content:add-language` leaves it.
    if (sameWords === true)
      warnings.push({
        file: folder,
        problem: "holds content/'s texts word for word: its pages show them so until they are translated in place",
        about: untranslatedAbout(language),
      });
  }
  return { errors, warnings };
}
