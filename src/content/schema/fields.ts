import { z } from "zod";
import { describeCharacter } from "../describe-character";
import type { Undrawable } from "../drawable-text";
import { insideContent } from "../file-names";

/**
 * The kinds of value a content file holds, each with the words the check says when a value is not one: what every
 * collection's schema (site.ts, projects.ts, ...) is built from.
 */

/**
 * Whether a path relative to content/ names an existing file, by its exact name; when `near` is given, what file of
 * almost that name there is, and how the names differ (file-names.ts); when `opened` is given, what opening that file
 * as the build does found wrong with it (a damaged image, say).
 */
export type FileExists = ((relativePath: string) => boolean) & {
  near?: (relativePath: string) => string | undefined;
  opened?: (relativePath: string) => string | undefined;
};

/** GraphQL hints: the type of a content file field, and the name of a nested object type. */
export const graphqlHints = z.registry<{ graphql: string }>();

export const shown = (input: unknown) => (input === undefined ? "nothing" : JSON.stringify(input));

/** The message for a value of the wrong kind, or for a missing one. */
export const expected = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "is required but missing" : `must be ${what}, got ${shown(issue.input)}`;

/**
 * The owner's words: each field a language has its own of (content/translations/<language>/ gives them), where every
 * other field is a fact of the site's, the same in each language (a link, a file, a number, a date, a key).
 */
export const words = z.registry<Record<string, never>>();

/**
 * Text of at most `max` characters: the longest the place it is shown in holds (a counter's suffix, a badge, a
 * heading), or a generous bound for prose. One of the owner's words: `sharedText` is text the same in every language.
 */
export const text = (description: string, max: number = TEXT_MAX.paragraph) =>
  sharedText(description, max).register(words, {});

/** Text the same in every language of the site (a service's key). */
export const sharedText = (description: string, max: number = TEXT_MAX.paragraph) =>
  z
    .string({ error: expected("non-empty text") })
    .trim()
    .min(1, { error: expected("non-empty text") })
    .max(max, { error: (issue) => `is ${String(issue.input).length} characters long; it must fit in ${max}` })
    // An empty text is reported once, above.
    .refine((value) => value === "" || VISIBLE.test(value), { error: "has nothing visible in it" })
    .refine((value) => !CONTROL.test(value), {
      error: "has a control character (a line break, a tab) in it; write it as one line",
    })
    .describe(description);

/** A letter, digit, punctuation mark or symbol: text with none of them shows as nothing. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
/** Characters that are neither text nor white space, which a page or the PDF would show as a box or drop. */
const CONTROL = /[\p{Cc}\p{Co}\p{Cn}]/u;

/** The texts the build draws with its own fonts (the CV's PDF, the share images): marked for the content generator. */
export const drawnTexts = z.registry<{ drawn: true }>();

/** Fields whose valid values are too sparse to find by chance (a language tag): the content generator picks these. */
export const examples = z.registry<{ examples: readonly string[] }>();

/** Texts that hold placeholders, each once ("{year}"), and words of the site's own: the content generator writes these. */
export const templates = z.registry<{ fills: readonly string[] }>();

/** How long texts may be, by the kind of place they are shown in. */
export const TEXT_MAX = { mark: 4, label: 40, title: 100, sentence: 400, paragraph: 1500 } as const;

export const number = (description: string) => z.number({ error: expected("a number") }).describe(description);

export const count = (description: string) =>
  z
    .number({ error: expected("a whole number") })
    .int({ error: expected("a whole number") })
    .min(0, { error: expected("a whole number, 0 or more") })
    .max(COUNTER_MAX, { error: expected(`a whole number up to ${COUNTER_MAX}`) })
    .describe(description);

/** The largest number a counter shows: seven digits fit its card on a phone. */
export const COUNTER_MAX = 9_999_999;

export const url = (description: string) =>
  z.url({ protocol: /^https?$/, hostname: /\./, error: expected("a full http(s) URL") }).describe(description);

/** The site's own address: a scheme and host alone, which every page's address is made from. */
export const origin = (description: string) =>
  url(description).refine(
    (value) => {
      const { pathname, search, hash } = new URL(value);
      return pathname === "/" && !search && !hash && !value.endsWith("/");
    },
    {
      error: (issue) =>
        `must be the site's address alone, with no path or "/" at its end, like "https://example.com", got ${shown(issue.input)}`,
    },
  );

export const email = (description: string) => z.email({ error: expected("an email address") }).describe(description);

/** A month as JSON Resume writes it: "2021-03". */
export const month = (description: string) =>
  z
    .string({ error: expected('a month like "2021-03"') })
    .regex(/^[12]\d{3}-(0[1-9]|1[0-2])$/, { error: expected('a month like "2021-03" (year, then month)') })
    .describe(`${description} Year and month, like "2021-03".`);

/** Lower-case letters, digits and single hyphens: "ai-resume-analyzer", safe in a URL as it is. */
export const slug = (description: string) =>
  z
    .string({ error: expected('a URL slug like "ai-resume-analyzer"') })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: expected('a URL slug of lower-case letters, digits and single hyphens, like "ai-resume-analyzer"'),
    })
    .max(80, { error: (issue) => `is ${String(issue.input).length} characters long; a slug must fit in 80` })
    .describe(description);

export const list = <Item extends z.ZodType>(item: Item, what: string, description: string) =>
  z
    .array(item, { error: expected(`a list of ${what}`) })
    .min(1, { error: expected(`a non-empty list of ${what}`) })
    .describe(description);

export const textList = <Item extends z.ZodType>(description: string, item: Item) =>
  z
    .array(item, { error: expected("a list of texts") })
    .min(1, { error: expected("a non-empty list of texts") })
    .describe(description);

/** What a file field holds, and the file types the site can show there. */
export const FILE_KINDS = {
  /** Resized and converted by the build (gatsby-plugin-sharp). */
  image: { extensions: ["jpg", "jpeg", "png", "webp", "avif"], what: "a JPEG, PNG, WebP or AVIF image" },
  /** Drawn as PNGs by the build (src/build/icon-raster.ts). */
  icon: { extensions: ["svg", "png", "jpg", "jpeg", "webp"], what: "an SVG, PNG, JPEG or WebP image" },
  webm: { extensions: ["webm"], what: "a WebM video" },
  mp4: { extensions: ["mp4"], what: "an MP4 video" },
} as const;
export type FileKind = keyof typeof FILE_KINDS;
/** The kind of each file field. */
export const fileKinds = z.registry<{ kind: FileKind }>();

/** Pictures' extensions the site does not take (an iPhone's HEIC photos, Photoshop's, PDF…), to say what to do. */
const OTHER_PICTURES = ["heic", "heif", "psd", "pdf", "gif", "tif", "tiff", "bmp", "ico", "jxl", "eps", "ai"];

export const extension = (value: string) => /\.([^./]+)$/.exec(value)?.[1]?.toLowerCase() ?? "";

/**
 * A file in content/, written from there: "./icons/tech/react.svg". Any name a file can have (spaces, brackets, "#",
 * "%", any script, either form of an accented letter) is one, for the pages name it URL-encoded (src/utils/file-url.ts).
 */
export function file({ exists }: ContentChecks, kind: FileKind, description: string) {
  const { extensions, what } = FILE_KINDS[kind];
  const schema = z
    .string({ error: expected("a file path") })
    .regex(/^\.\/./, {
      error: (issue) =>
        expected('a path inside content/ that starts with "./"')(issue) +
        (String(issue.input).includes("\\") ? '; write "/" between folders, not "\\"' : ""),
      abort: true,
    })
    .refine((value) => insideContent(value) !== undefined, {
      error: (issue) => `must be a path to a file inside content/, got ${shown(issue.input)}, which leads out of it`,
      abort: true,
    })
    .refine((value) => (extensions as readonly string[]).includes(extension(value)), {
      error: (issue) => {
        const input = String(issue.input);
        const trimmed = extension(input.trimEnd());
        const hint = OTHER_PICTURES.includes(extension(input))
          ? "; export the picture as one of those"
          : input !== input.trimEnd() && (extensions as readonly string[]).includes(trimmed)
            ? `, which has a space after ".${trimmed}": remove it`
            : "";
        return `must be ${what} (${extensions.map((e) => `.${e}`).join(", ")}), got ${shown(input)}${hint}`;
      },
      abort: true,
    })
    .refine(exists, {
      error: (issue) => {
        const near = exists.near?.(String(issue.input));
        return `points to ${String(issue.input)}, which does not exist in content/${near ? `; ${near}` : ""}`;
      },
    })
    .refine((value) => !exists.opened?.(value), {
      error: (issue) => `points to ${String(issue.input)}, which ${exists.opened!(String(issue.input))!}`,
    })
    .describe(`${description} A path inside content/, starting with "./": ${what}.`);
  return schema.register(graphqlHints, { graphql: "File! @fileByRelativePath" }).register(fileKinds, { kind });
}

/**
 * An object with these fields and no others. A field it does not know is named as a typo, or, if the entry once had it
 * (`moved`), with where what it held is written now.
 */
export const entry = <Shape extends z.ZodRawShape>(shape: Shape, moved: Record<string, string> = {}) =>
  z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== "unrecognized_keys") return `must be an object, got ${shown(issue.input)}`;
      const named = (keys: string[]) => keys.map((k) => JSON.stringify(k)).join(", ");
      const movedTo = (key: string) => (Object.hasOwn(moved, key) ? moved[key] : undefined);
      const unknown = issue.keys.filter((key) => movedTo(key) === undefined);
      const said = unknown.length > 0 ? [`has ${named(unknown)}, which the site does not use (a typo?)`] : [];
      for (const where of new Set(issue.keys.map(movedTo).filter((to) => to !== undefined)))
        said.push(
          `has ${named(issue.keys.filter((key) => movedTo(key) === where))}, which it no longer reads: ${where}`,
        );
      return said.join("; ");
    },
  });

/** What a collection's schema checks beyond the JSON alone: that its files exist and its drawn texts can be drawn. */
export interface ContentChecks {
  exists: FileExists;
  undrawable: Undrawable;
}

/** How many characters no font holds a message names one by one. */
const UNDRAWABLE_SHOWN = 5;

/** Text the build draws with its own fonts, one of which must hold each character of it. */
export const drawn = (checks: ContentChecks, description: string, max?: number) =>
  drawable(checks, text(description, max));

/** `schema`'s text, which the build draws with its own fonts. */
export const drawable = ({ undrawable }: ContentChecks, schema: z.ZodString) =>
  schema
    .refine((value) => undrawable(value).length === 0, {
      error: (issue) => {
        const missing = undrawable(String(issue.input));
        const shown = missing.slice(0, UNDRAWABLE_SHOWN).map(describeCharacter).join(", ");
        const more = missing.length - UNDRAWABLE_SHOWN;
        const which = more > 0 ? `${shown} and ${more} more such character${more === 1 ? "" : "s"}` : shown;
        const [it, shows, box] =
          missing.length === 1 ? ["it", "it would", "an empty box"] : ["them", "they would", "empty boxes"];
        return `has ${which}, which none of the fonts the CV's PDF and the share images are drawn in has: ${shows} show there as ${box}; write ${it} another way`;
      },
    })
    .register(drawnTexts, { drawn: true })
    .register(words, {});

export const drawnList = (checks: ContentChecks, description: string, max: number = TEXT_MAX.sentence) =>
  textList(description, drawn(checks, "One line of the list.", max));
