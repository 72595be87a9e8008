import type { z } from "zod";
import { type Collection, contentCollections, type FileExists } from "./content-schema";
import type { Undrawable } from "./drawable-text";
import { nearMiss } from "./file-names";
import { readJsonFile, repeatedKeys } from "./json-text";
import { liveKeyProblems, refusesPlaceholderKeys } from "./live-keys";
import { checkTranslations } from "./check-translations";
import { untranslatedHeading, untranslatedLabels } from "./untranslated-labels";

export interface ContentProblem {
  file: string;
  /** "entry 2 (id 3)" for list entries, with the path to a nested entry ("entry 1 (id 1), technologies[2]"). */
  entry?: string;
  field?: string;
  problem: string;
}

export interface ContentSource {
  /** The bytes (or the text) of content/<name>, or undefined when the file is missing. */
  read(name: string): string | Uint8Array | undefined;
  exists: FileExists;
  /** Every file in content/, as a path inside it ("images/a.jpg"): to name a file of almost the name a path gives. */
  files?(): readonly string[];
  /** The characters of a text the build's fonts cannot draw; none when left out. */
  undrawable?: Undrawable;
  /** The bytes of a file the content points to, for the check to open as the build will (check-content-files.ts). */
  bytes?(relativePath: string): Promise<Uint8Array | undefined>;
}

/** What opening the files the content points to found wrong, by path (check-content-files.ts). */
export type OpenedFiles = ReadonlyMap<string, string>;

type Entry = Record<string, unknown>;

const keyOf = (entry: unknown, field?: string) =>
  field && typeof entry === "object" && entry !== null ? (entry as Entry)[field] : undefined;

/** "entry 2 (id 2)": the entry's position, and its value of the collection's first unique field. */
function entryLabel(entries: unknown[], index: number, uniqueBy?: readonly string[]): string {
  const field = uniqueBy?.[0];
  const key = keyOf(entries[index], field);
  return key === undefined ? `entry ${index + 1}` : `entry ${index + 1} (${field} ${JSON.stringify(key)})`;
}

/** A path inside an entry, as the owner would write it: "technologies[2]". */
const trail = (parts: PropertyKey[]) =>
  parts.reduce<string>(
    (text, part) => (typeof part === "number" ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)),
    "",
  );

/**
 * Where a path inside a file is, in the owner's words: the list entry, any nested entry, and the field (none for the
 * path of an unknown field, reported on the entry that has it).
 */
function place(
  collection: Collection,
  data: unknown,
  at: readonly PropertyKey[],
  onEntry = false,
): Omit<ContentProblem, "file" | "problem"> {
  const path = [...at];
  const entry =
    collection.shape === "list" && typeof path[0] === "number"
      ? entryLabel(Array.isArray(data) ? data : [], path.shift() as number, collection.uniqueBy)
      : "";
  // A list item of texts, such as "features[1]", is its own field.
  const field = onEntry ? "" : typeof path.at(-1) === "string" ? String(path.pop()) : trail(path.splice(0));
  return { entry: [entry, trail(path)].filter(Boolean).join(", ") || undefined, field: field || undefined };
}

/** Where an issue is, in the owner's words: the list entry, any nested entry, and the field. */
const locate = (issue: z.core.$ZodIssue, collection: Collection, data: unknown) =>
  place(collection, data, issue.path, issue.code === "unrecognized_keys");

function duplicates(collection: Collection, data: unknown[]): Omit<ContentProblem, "file">[] {
  if (collection.shape !== "list") return [];
  return (collection.uniqueBy ?? []).flatMap((field) => {
    const seen = new Map<unknown, number>();
    return data.flatMap((entry, index) => {
      const key = keyOf(entry, field);
      if (key === undefined) return [];
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, index);
        return [];
      }
      return [
        {
          entry: entryLabel(data, index, collection.uniqueBy),
          field,
          problem: `duplicates entry ${first + 1}; each ${field} must be unique`,
        },
      ];
    });
  });
}

const TIMES: Record<number, string> = { 2: "twice", 3: "three times" };
const listed = (items: readonly unknown[]) => `${items.slice(0, -1).join(", ")} and ${String(items.at(-1))}`;

/** Each field written more than once in one object, named where the check names a field, with the line of each. */
function repeated(text: string, collection: Collection, data: unknown): Omit<ContentProblem, "file">[] {
  return repeatedKeys(text)
    .sort((a, b) => a.lines[0]! - b.lines[0]!)
    .map(({ path, key, lines }) => ({
      ...locate({ path: [...path, key], code: "custom" } as z.core.$ZodIssue, collection, data),
      problem:
        `is written ${TIMES[lines.length] ?? `${lines.length} times`} in one entry, ` +
        `${new Set(lines).size === 1 ? `on line ${lines[0]!}` : `at lines ${listed(lines)}`}; the ` +
        `site reads only the last, at line ${lines.at(-1)!}, so an edit to ${lines.length > 2 ? "the others" : "the other"} never shows: keep one`,
    }));
}

/** Every problem in content/, each naming the file, the entry and the field; with `opened`, its files' too. */
export function checkContent(source: ContentSource, opened?: OpenedFiles): ContentProblem[] {
  return checkAll(source, opened).errors;
}

/** checkContent's errors, and the translations' warnings (what is not yet translated). */
function checkAll(source: ContentSource, opened?: OpenedFiles) {
  const problems: ContentProblem[] = [];
  const read = new Map<string, unknown>();
  let files: readonly string[] | undefined;
  const exists = Object.assign((file: string) => source.exists(file), {
    near: (file: string) => nearMiss(file, (files ??= source.files?.() ?? [])),
    opened: (file: string) => opened?.get(file),
  });
  const collections = contentCollections(exists, source.undrawable) as Record<string, Collection>;
  for (const [file, collection] of Object.entries(collections)) {
    const text = source.read(file);
    if (text === undefined) {
      problems.push({ file, problem: "is missing" });
      continue;
    }
    const json = readJsonFile(text);
    if (json.problem !== undefined) {
      problems.push({ file, problem: json.problem });
      continue;
    }
    const { data } = json;
    read.set(file, data);
    problems.push(...repeated(json.text, collection, data).map((p) => ({ ...p, file })));
    if (collection.shape === "list" && (!Array.isArray(data) || data.length === 0)) {
      problems.push({ file, problem: "must be a non-empty JSON list of entries" });
      continue;
    }
    const schema = collection.shape === "list" ? (collection.entry.array() as z.ZodType) : collection.entry;
    const result = schema.safeParse(data);
    for (const issue of result.error?.issues ?? [])
      problems.push({ file, ...locate(issue, collection, data), problem: issue.message });
    if (Array.isArray(data)) problems.push(...duplicates(collection, data).map((p) => ({ ...p, file })));
  }
  // A translation is checked against content/'s files as they are, once those are readable.
  if (problems.some((p) => !read.has(p.file))) return { errors: problems, warnings: [] };
  const translations = checkTranslations(source, collections, (file) => read.get(file), place);
  return { errors: [...problems, ...translations.errors], warnings: translations.warnings };
}

/** A problem the build goes on with, under the heading that says what it is about. */
export interface ContentWarning extends ContentProblem {
  about: string;
}

export interface ContentReport {
  /** Stop the build (and `npm run check:content`). */
  errors: ContentProblem[];
  /** Printed, then the build goes on. */
  warnings: ContentWarning[];
}

const LIVE_KEYS = "Keys in content/ that cannot go live (a production build refuses them)";

/**
 * The content check for a build in Netlify's `context` (the CONTEXT variable; unset locally): every problem of
 * checkContent, plus the keys that cannot go live, which only production refuses; and, as warnings, the fixed words
 * a site in another language than English still has in English.
 */
export function checkContentFor(
  source: ContentSource,
  context: string | undefined,
  opened?: OpenedFiles,
): ContentReport {
  const { errors, warnings: translations } = checkAll(source, opened);
  // A file that cannot be read is already reported by checkContent; a refused field, by checkContent alone.
  const json = (file: string) => readJsonFile(source.read(file) ?? "null").data;
  const site = json("site.json");
  const untranslated = errors.some((p) => p.file === "site.json" || p.file === "labels.json")
    ? []
    : untranslatedLabels(site, json("labels.json")).map((p) => ({
        ...p,
        about: untranslatedHeading((site as { language: string }).language),
      }));
  const keys = liveKeyProblems(site);
  if (!refusesPlaceholderKeys(context))
    return { errors, warnings: [...keys.map((p) => ({ ...p, about: LIVE_KEYS })), ...untranslated, ...translations] };
  const refused = keys.map((p) => ({ ...p, problem: `${p.problem} (a production build refuses it)` }));
  return { errors: [...errors, ...refused], warnings: [...untranslated, ...translations] };
}

export function formatProblem({ file, entry, field, problem }: ContentProblem): string {
  const place = [`content/${file}`, entry, field && `field "${field}"`].filter(Boolean).join(" › ");
  return `${place}: ${problem}`;
}

const list = (problems: ContentProblem[]) => problems.map((p) => `  - ${formatProblem(p)}`).join("\n");

export const describeErrors = (problems: ContentProblem[]) =>
  `The content in content/ has ${problems.length} problem(s):\n${list(problems)}`;

/** The warnings, each kind under its heading. */
export const describeWarnings = (warnings: ContentWarning[]) =>
  [...new Set(warnings.map((w) => w.about))]
    .map((about) => `${about}:\n${list(warnings.filter((w) => w.about === about))}`)
    .join("\n");
