import type { z } from "zod";
import type { Collection } from "./schema/collection";
import { words } from "./schema/fields";

/**
 * Where the site's further languages are, inside content/: a folder per language, named by its BCP 47 tag
 * (translations/de/), holding files named as content/'s. Each gives the owner's words in that language, and only those:
 * every link, file, id, slug, number, date and key stays in content/'s files, one for all languages.
 */
export const TRANSLATIONS = "translations";

/** labels.json: each language's fixed words stand alone, as content/labels.json's do, a label left out in English. */
export const OWN_WORDS_FILE = "labels.json";

/** The folder of `language`'s translation, inside content/: "translations/de". */
export const translationFolder = (language: string) => `${TRANSLATIONS}/${language}`;

/**
 * The translation folders among a content folder's files ("translations/de/site.json"), by the folder's name as the
 * owner wrote it, each with the names of its files.
 */
export function translationFolders(files: readonly string[]): Map<string, string[]> {
  const folders = new Map<string, string[]>();
  for (const file of files) {
    const [top, folder, ...rest] = file.split("/");
    if (top !== TRANSLATIONS || !folder || rest.length === 0) continue;
    folders.set(folder, [...(folders.get(folder) ?? []), rest.join("/")]);
  }
  return new Map([...folders].sort(([a], [b]) => a.localeCompare(b, "en")));
}

type Def = { type: string; innerType?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => schema.def as unknown as Def;

/** A schema without its optional, nullable or default wrapper. */
function unwrapped(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  return ["optional", "nullable", "default"].includes(def.type) ? unwrapped(def.innerType!) : schema;
}

/** Whether a field is the owner's words (schema/fields.ts's `words`): translated as a whole. */
const isWords = (schema: z.ZodType) => words.has(unwrapped(schema));

/** Whether a field holds words, itself or somewhere inside it. */
export function holdsWords(schema: z.ZodType): boolean {
  const inner = unwrapped(schema);
  if (isWords(inner)) return true;
  const def = defOf(inner);
  if (def.type === "object") return Object.values(def.shape!).some(holdsWords);
  if (def.type === "array") return holdsWords(def.element!);
  return false;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `first` (a content value, as content/'s file has it) with `translation`'s words where it gives them: a field by
 * field, an entry of a list by its place in the list, an entry or text it leaves out (or gives as null) as `first`
 * has it. What is not the owner's words is always `first`'s.
 */
export function translated(first: unknown, translation: unknown, schema: z.ZodType): unknown {
  if (translation === undefined || translation === null || first === undefined || first === null) return first;
  const inner = unwrapped(schema);
  if (isWords(inner)) return translation;
  const def = defOf(inner);
  if (def.type === "object" && isObject(first) && isObject(translation)) {
    return Object.fromEntries(
      Object.entries(first).map(([key, value]) => {
        const field = def.shape![key];
        return [key, field && holdsWords(field) ? translated(value, translation[key], field) : value];
      }),
    );
  }
  if (def.type === "array" && Array.isArray(first) && Array.isArray(translation)) {
    return first.map((value, i) => translated(value, translation[i], def.element!));
  }
  return first;
}

/** `value`'s words alone, in its shape: what a translation of it holds, as `npm run content:add-language` writes it. */
export function wordsOf(value: unknown, schema: z.ZodType): unknown {
  const inner = unwrapped(schema);
  if (isWords(inner)) return value;
  const def = defOf(inner);
  if (def.type === "object" && isObject(value))
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, field]) =>
        def.shape![key] && holdsWords(def.shape![key]) ? [[key, wordsOf(field, def.shape![key])]] : [],
      ),
    );
  if (def.type === "array" && Array.isArray(value)) return value.map((item) => wordsOf(item, def.element!));
  return value;
}

/** Where in a file a translation's problem is: the entry (of a list, or nested), and the field. */
export interface TranslationPlace {
  /** The path from the file's top: entry indexes and field names. */
  path: (string | number)[];
  problem: string;
}

/**
 * What is wrong with a translation of `first`: a field that is not the owner's words (a fact all languages share), a
 * field the site does not read, a list entry or a part with no counterpart in `first`, a text the schema refuses (too
 * long, no glyph in the build's fonts); and, apart, where it leaves `first`'s words untranslated.
 */
export function translationProblems(
  first: unknown,
  translation: unknown,
  schema: z.ZodType,
  firstFile: string,
): { errors: TranslationPlace[]; untranslated: (string | number)[][] } {
  const errors: TranslationPlace[] = [];
  const untranslated: (string | number)[][] = [];
  const missing = (value: unknown, at: (string | number)[], field: z.ZodType) => {
    // Each text of `value` that the translation leaves out.
    const inner = unwrapped(field);
    if (value === undefined || value === null) return;
    if (isWords(inner)) return void untranslated.push(at);
    const def = defOf(inner);
    if (def.type === "object" && isObject(value))
      for (const [key, child] of Object.entries(def.shape!)) missing(value[key], [...at, key], child);
    if (def.type === "array" && Array.isArray(value))
      value.forEach((item, i) => missing(item, [...at, i], def.element!));
  };
  const walk = (firstValue: unknown, value: unknown, field: z.ZodType, at: (string | number)[]) => {
    if (value === undefined || value === null) return missing(firstValue, at, field);
    const inner = unwrapped(field);
    if (isWords(inner)) {
      if (firstValue === undefined || firstValue === null)
        return void errors.push({ path: at, problem: `has no counterpart: ${firstFile} has none here` });
      for (const issue of inner.safeParse(value).error?.issues ?? [])
        errors.push({ path: [...at, ...(issue.path as (string | number)[])], problem: issue.message });
      return;
    }
    const def = defOf(inner);
    if (def.type === "object") {
      if (!isObject(value)) return void errors.push({ path: at, problem: `must be an object, as in ${firstFile}` });
      for (const [key, child] of Object.entries(value)) {
        const schemaOf = def.shape![key];
        if (!schemaOf) errors.push({ path: [...at, key], problem: "is a field the site does not use (a typo?)" });
        else if (!holdsWords(schemaOf))
          errors.push({
            path: [...at, key],
            problem: `is the same in every language: write it in ${firstFile} alone, and leave it out here`,
          });
        else if (!isObject(firstValue) || firstValue[key] === undefined)
          errors.push({ path: [...at, key], problem: `has no counterpart: ${firstFile} has none here` });
        else walk(firstValue[key], child, schemaOf, [...at, key]);
      }
      if (isObject(firstValue))
        for (const [key, child] of Object.entries(def.shape!))
          if (!(key in value) && holdsWords(child)) missing(firstValue[key], [...at, key], child);
      return;
    }
    if (def.type === "array") {
      if (!Array.isArray(value)) return void errors.push({ path: at, problem: `must be a list, as in ${firstFile}` });
      const firstList = Array.isArray(firstValue) ? firstValue : [];
      value.forEach((item, i) => {
        if (i < firstList.length) walk(firstList[i], item, def.element!, [...at, i]);
        else
          errors.push({
            path: [...at, i],
            problem: `has no counterpart: ${firstFile} has ${firstList.length} ${firstList.length === 1 ? "entry" : "entries"} here; add it there first`,
          });
      });
      firstList.slice(value.length).forEach((item, i) => missing(item, [...at, value.length + i], def.element!));
    }
  };
  walk(first, translation, schema, []);
  return { errors, untranslated };
}

/** A collection's whole file as one schema: its entry, or a list of them. */
export const fileSchema = (collection: Collection): z.ZodType =>
  collection.shape === "list" ? (collection.entry.array() as z.ZodType) : collection.entry;
