import fc from "fast-check";
import type { z } from "zod";
import { OWN_WORDS_FILE, fileSchema, wordsOf } from "./translations";
import { DEFAULT_LANGUAGE, directionOf } from "./language-direction";
import {
  type Collection,
  type ContentFileName,
  contentCollections,
  drawnTexts,
  examples,
  type FileKind,
  fileKinds,
  templates,
} from "./content-schema";

/**
 * Content made from the content schema itself (content-schema.ts), for tests: every field, list and optional part the
 * schema describes, so a new field is covered without anyone writing a fixture. Each set passes the content check.
 */

/** One whole content folder's JSON, by file name. */
export type ContentSet = Record<ContentFileName, unknown>;

/** The least the schema allows everywhere (one entry, one character, no optional part), the most, or anything. */
export type ContentSize = "smallest" | "largest" | "any";

/** The files a set may point to, by kind, as paths inside its folder ("./images/tall.png"). */
export type FilePool = Record<FileKind, readonly string[]>;

/** How many entries the largest set gives a list the schema sets no bound to. */
const LARGEST_LIST = 9;
/** How long the largest set makes a text the schema sets no bound to (a URL, say). */
const LARGEST_TEXT = 120;

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}
interface Def {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  entries?: Record<string, string>;
  checks?: { _zod: { def: Check } }[];
}

const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);
const bound = (def: Def, name: string) => checksOf(def).find((c) => c.check === name);

// Characters to write with: mostly Latin, with the marks, digits and symbols owners type, words in every script the
// build draws itself, and, where it draws nothing, letters only a browser's fonts hold. Wide letters come often, to
// find what overflows.
const LATIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZWWMM";
const MARKS = "0123456789.,;:!?'\"()&/+-–—%€$@#*éüñçøåÉ";
/**
 * Whole words, so that they shape as written: all of Latin (Polish, Czech, Turkish, Vietnamese), Greek, Cyrillic,
 * Arabic and Urdu, Hebrew, Devanagari and the other Indic scripts, Thai, Chinese, Japanese, Korean, emoji.
 */
const SCRIPTS = [
  "Zofia Wójcik-Łęcka",
  "Dvořák",
  "İzmir ığüşöç",
  "Phở Hà Nội",
  "λ-λογισμός",
  "Привет, мир",
  "پاکستان",
  "زندہ باد",
  "سلام عليكم",
  // Persian and Urdu words with a zero-width non-joiner in them, and a letter a zero-width joiner joins to nothing.
  "کتاب\u200cها",
  "می\u200cخواهم",
  "ع\u200d",
  "עברית",
  "हिन्दी क्षेत्र",
  "বাংলা",
  "தமிழ்",
  "ภาษาไทย",
  "改善ボード",
  "日本語",
  "简体中文",
  "繁體中文",
  "한국어",
  "🚀",
  "👩‍💻",
  "✓",
];
/** Sentences that change direction: an Arabic client in an English sentence, English in an Urdu one. */
const MIXED = ["Client: شركة الأمل (Beta) 2024", "میرا نام احمد ہے (React 18) ۲۰۲۴", "עברית and English"];
/** Letters a page shows in a browser's fonts but the build's fonts do not hold: only where the build draws nothing. */
const PAGE_ONLY = ["Ա", "ქ"];
/**
 * What a web developer writes about their work, and what ends an element or a string wherever text is embedded: a
 * page, its JSON-LD, a script, an attribute, the PDF. Each must show as written.
 */
const HOSTILE = ["</script>", "<!--", "-->", "]]>", "<b>", "&amp;", "&", '"', "'", "\\", "${x}", "\u2028", "\u2029"];
/** Marks that set the direction of the text around them. */
const BIDI = ["\u200e", "\u200f", "\u2067", "\u2069"];

function textArbitrary(min: number, max: number, drawn: boolean, size: ContentSize) {
  const char = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...LATIN) },
    { weight: 3, arbitrary: fc.constant(" ") },
    { weight: 2, arbitrary: fc.constantFrom(...MARKS) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE) },
    { weight: 2, arbitrary: fc.constantFrom(...SCRIPTS, ...MIXED, ...BIDI) },
    ...(drawn ? [] : [{ weight: 1, arbitrary: fc.constantFrom(...PAGE_ONLY) }]),
  );
  // The longest word the field can hold, with no space to break it at.
  const word = fc.constantFrom(...LATIN);
  const length = size === "smallest" ? min : size === "largest" ? max : undefined;
  const lengths = { minLength: length ?? min, maxLength: length ?? Math.min(max, 200) };
  return fc.oneof({ weight: 4, arbitrary: fc.array(char, lengths) }, fc.array(word, lengths)).map((chars) => {
    // At most `max` UTF-16 units, as the schema counts them, and no space at either end.
    let length = chars.reduce((n, c) => n + c.length, 0);
    while (length > max) length -= chars.pop()!.length;
    return chars.join("").replace(/^\s+|\s+$/g, (space) => "x".repeat(space.length));
  });
}

/**
 * A fixed word of the site (labels.json) with its placeholders: mostly in another script than the owner's texts, so
 * that every generated site is framed in another language than English.
 */
function templateArbitrary(fills: readonly string[], max: number, drawn: boolean, size: ContentSize) {
  const room = Math.max(1, Math.floor((max - fills.reduce((n, name) => n + name.length + 4, 0)) / (fills.length + 1)));
  const free = drawn
    ? textArbitrary(1, room, true, size)
    : fc.oneof(OTHER_SCRIPT_TEXT(room, size), textArbitrary(1, room, false, size));
  // No brace of its own: "{x}" would be a placeholder the site does not fill.
  const piece = free.map((text) => text.replace(/[{}]/g, "x"));
  return fc
    .tuple(piece, ...fills.map(() => piece))
    .map(([first, ...rest]) => fills.reduce((text, name, i) => `${text} {${name}} ${rest[i]}`, first));
}

/** Words of the other scripts, as many as `max` holds: the longest fill it, so that two labels seldom read the same. */
const OTHER_SCRIPT_TEXT = (max: number, size: ContentSize) => {
  const most = Math.max(1, Math.floor((max + 1) / (LONGEST_WORD + 1)));
  const count = size === "largest" ? most : size === "smallest" ? 1 : undefined;
  return fc
    .array(fc.constantFrom(...OTHER_SCRIPT_WORDS), { minLength: count ?? 1, maxLength: count ?? most })
    .map((words) => words.join(" "));
};

/** Words of the scripts the generator writes besides Latin: Urdu, Arabic, Persian, Hebrew, Hindi, Thai, CJK, Cyrillic, Greek. */
const OTHER_SCRIPT_WORDS = [
  "رابطہ",
  "منصوبے",
  "مہارتیں",
  "مشاريع",
  "تماس",
  "פרויקטים",
  "כישורים",
  "परियोजना",
  "संपर्क",
  "โครงการ",
  "项目",
  "联系",
  "技能",
  "連絡",
  "スキル",
  "프로젝트",
  "기술",
  "Проекты",
  "Навыки",
  "Связь",
  "Έργα",
  "Επαφή",
];
const LONGEST_WORD = Math.max(...OTHER_SCRIPT_WORDS.map((word) => word.length));

function stringArbitrary(def: Def, drawn: boolean, size: ContentSize): fc.Arbitrary<string> {
  if (def.format === "url") {
    const origin = fc
      .tuple(fc.constantFrom("https", "http"), fc.domain())
      .map(([scheme, host]) => `${scheme}://${host}`);
    const path = fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1 }).map((parts) => parts.join("/"));
    const page = fc
      .tuple(origin, path)
      .map(([home, at]) => `${home}/${at}`)
      .map((url) => (size === "largest" ? `${url}/${"w".repeat(Math.max(0, LARGEST_TEXT - url.length))}` : url));
    // A field that takes only a site's address (siteUrl) keeps the origins.
    return fc.oneof(origin, page);
  }
  if (def.format === "email") {
    return fc
      .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,30}[a-z0-9]$/), fc.domain())
      .map(([user, domain]) => `${user.replace(/\.{2,}/g, ".")}@${domain}`)
      .map((email) => (size === "largest" ? `${"w".repeat(Math.max(0, LARGEST_TEXT - email.length))}${email}` : email));
  }
  const pattern = checksOf(def).find((c) => c.format === "regex")?.pattern;
  if (pattern) return fc.stringMatching(pattern);
  const min = bound(def, "min_length")?.minimum ?? 0;
  const max = bound(def, "max_length")?.maximum ?? LARGEST_TEXT;
  return textArbitrary(Math.max(min, 1), max, drawn, size);
}

function numberArbitrary(def: Def, size: ContentSize): fc.Arbitrary<number> {
  const integer = checksOf(def).some((c) => c.format === "safeint" || c.check === "number_format");
  const min = bound(def, "greater_than")?.value;
  const max = bound(def, "less_than")?.value;
  if (integer || min !== undefined || max !== undefined) {
    const range = { min: min ?? -1e9, max: max ?? 1e9 };
    if (size === "smallest") return fc.constant(range.min);
    if (size === "largest") return fc.constant(range.max);
    return fc.oneof(fc.integer(range), fc.constantFrom(range.min, range.max));
  }
  // Any number JSON can hold: 0, negatives, fractions and the very large.
  if (size === "smallest") return fc.constant(0);
  return fc.oneof(
    fc.constant(0),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e300, max: 1e300 }),
  );
}

/** Values the schema accepts, as big or small as `size` asks. */
function arbitraryFor(schema: z.ZodType, pool: FilePool, size: ContentSize): fc.Arbitrary<unknown> {
  const kind = fileKinds.get(schema)?.kind;
  if (kind) return fc.constantFrom(...pool[kind]);
  const picked = examples.get(schema)?.examples;
  if (picked) return fc.constantFrom(...picked);
  const template = templates.get(schema);
  if (template) {
    const max = bound(schema.def as unknown as Def, "max_length")?.maximum ?? LARGEST_TEXT;
    return templateArbitrary(template.fills, max, drawnTexts.has(schema), size).filter(
      (value) => schema.safeParse(value).success,
    );
  }
  const def = schema.def as unknown as Def;
  switch (def.type) {
    // A field with a default is an optional one: left out, the site uses its default.
    case "default":
    case "optional": {
      const inner = arbitraryFor(def.innerType!, pool, size);
      if (size === "smallest") return fc.constant(undefined);
      return size === "largest" ? inner : fc.option(inner, { nil: undefined });
    }
    case "object": {
      const fields = Object.fromEntries(
        Object.entries(def.shape!).map(([name, field]) => [name, arbitraryFor(field, pool, size)]),
      );
      const object = fc.record(fields).map(withoutUndefined);
      // An entry with its own rule across fields (a job's end after its start) is kept only when it holds.
      return def.checks?.length ? object.filter((value) => schema.safeParse(value).success) : object;
    }
    case "array": {
      const items = fc.array(arbitraryFor(def.element!, pool, size), listLength(def, size));
      // The same entry twice (a technology listed again, say): the schema allows it in a list within an entry.
      const twice = items.map((list) => (list.length > 1 ? [...list.slice(0, -1), list[0]] : list));
      return size === "any" ? fc.oneof(items, twice) : items;
    }
    case "enum":
      return fc.constantFrom(...Object.values(def.entries!));
    case "boolean":
      return fc.boolean();
    // Each value as the field's own schema takes it (a generated address can be one its check refuses).
    case "number":
      return numberArbitrary(def, size).filter((value) => schema.safeParse(value).success);
    case "string":
      return stringArbitrary(def, drawnTexts.has(schema), size).filter((value) => schema.safeParse(value).success);
    default:
      throw new Error(`content-arbitrary.ts: no content generator for a field of type ${def.type}`);
  }
}

function listLength(def: Def, size: ContentSize) {
  const min = bound(def, "min_length")?.minimum ?? 0;
  const max = bound(def, "max_length")?.maximum ?? LARGEST_LIST;
  if (size === "smallest") return { minLength: min, maxLength: min };
  if (size === "largest") return { minLength: max, maxLength: max };
  return { minLength: min, maxLength: max };
}

const withoutUndefined = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));

function collectionArbitrary(collection: Collection, pool: FilePool, size: ContentSize): fc.Arbitrary<unknown> {
  const entry = arbitraryFor(collection.entry, pool, size);
  if (collection.shape === "object") return entry;
  const unique = collection.uniqueBy ?? [];
  const field = (value: unknown, name: string) => (value as Record<string, unknown>)[name];
  // A file holds one entry at least (the content check says so).
  const length = listLength({ type: "array", checks: [{ _zod: { def: { check: "min_length", minimum: 1 } } }] }, size);
  // A unique field of a few values (a link among the site's sections and pages) has room for that many entries.
  const shape = (collection.entry as z.ZodObject).shape;
  const room = Math.min(
    ...unique.map((name) => Object.keys((shape[name]?.def as Def).entries ?? {}).length || Infinity),
  );
  return fc.uniqueArray(entry, {
    minLength: Math.min(length.minLength, room),
    maxLength: Math.min(length.maxLength, room),
    // As JSON will hold them: -0 is written 0.
    comparator: (a, b) => unique.some((name) => JSON.stringify(field(a, name)) === JSON.stringify(field(b, name))),
  });
}

/** Whole content sets, each of them one the content check accepts. */
export function contentArbitrary(pool: FilePool, size: ContentSize = "any"): fc.Arbitrary<ContentSet> {
  const collections = Object.entries(contentCollections()) as [ContentFileName, Collection][];
  return fc.record(
    Object.fromEntries(collections.map(([file, collection]) => [file, collectionArbitrary(collection, pool, size)])),
  ) as fc.Arbitrary<ContentSet>;
}

/** The one content set a seed gives: the same on every machine, so a failure can be made again. */
export const contentSet = (pool: FilePool, size: ContentSize, seed: number): ContentSet =>
  fc.sample(contentArbitrary(pool, size), { seed, numRuns: 1 })[0]!;

/** Further languages a generated site may be in. */
const TRANSLATION_LANGUAGES = ["de", "ur", "pl", "ar", "ja", "he", "fr", "hi"] as const;

/** `other`'s words in `first`'s shape: entry for entry as far as both have entries, the rest left out. */
function alignedWords(first: unknown, other: unknown, schema: z.ZodType): unknown {
  const words = wordsOf(other, schema);
  const align = (a: unknown, b: unknown): unknown => {
    if (Array.isArray(a))
      return Array.isArray(b) ? b.slice(0, a.length).map((item, i) => align(a[i], item)) : undefined;
    if (a && typeof a === "object" && b && typeof b === "object")
      return Object.fromEntries(
        Object.entries(b as Record<string, unknown>).flatMap(([key, value]) =>
          key in a ? [[key, align((a as Record<string, unknown>)[key], value)]] : [],
        ),
      );
    return a === undefined ? undefined : b;
  };
  return align(first, words);
}

/**
 * `set` in `count` further languages (content/translations/<tag>/): each the words of another set of the same size,
 * entry for entry as far as `set` has entries (the rest left to the first language, which the check warns of), one of
 * the site's languages written right to left.
 */
export function translationsOf(
  set: ContentSet,
  pool: FilePool,
  size: ContentSize,
  seed: number,
  count: number,
): Record<string, Partial<ContentSet>> {
  const first = (set["site.json"] as { language?: string }).language ?? DEFAULT_LANGUAGE;
  const tags = TRANSLATION_LANGUAGES.filter((tag) => tag !== first && !first.startsWith(`${tag}-`));
  const rtl = (tag: string) => directionOf(tag) === "rtl";
  const picked = rtl(first)
    ? tags.slice(0, count)
    : [...tags.filter(rtl).slice(0, 1), ...tags.filter((t) => !rtl(t))].slice(0, count);
  const collections = contentCollections() as Record<string, Collection>;
  return Object.fromEntries(
    picked.map((tag, i) => {
      const other = contentSet(pool, size, seed + i + 1);
      const files = Object.entries(collections).map(([file, collection]) => {
        const words =
          file === OWN_WORDS_FILE
            ? other[file as ContentFileName]
            : alignedWords(set[file as ContentFileName], other[file as ContentFileName], fileSchema(collection));
        return [file, words];
      });
      return [tag, Object.fromEntries(files)];
    }),
  );
}
