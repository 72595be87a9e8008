import { z } from "zod";
import { entry, examples, expected, graphqlHints, shown, textList } from "./fields";

/** Languages of every script and both directions, for generated content. */
const LANGUAGE_EXAMPLES = [
  "en",
  "pl",
  "de",
  "tr",
  "vi",
  "el",
  "ru",
  "ar",
  "ur-PK",
  "fa",
  "he",
  "hi",
  "th",
  "ja",
  "zh-Hans",
  "ko",
];

let names: Intl.DisplayNames | undefined;
/** The English name of a language tag's language ("Polish"), or undefined when no language has that code. */
export const languageName = (tag: string) =>
  (names ??= new Intl.DisplayNames(["en"], { type: "language", fallback: "none" })).of(tag);

/** The tag as browsers write it ("ur-PK" for "ur-pk"), or undefined when it is not a well-formed BCP 47 tag. */
function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** A language as a BCP 47 tag ("en", "pl", "ur-PK"): what browsers, screen readers and search engines read. */
export const languageTag = (description: string) =>
  z
    .string({ error: expected('a language tag like "en", "pl" or "ur-PK"') })
    .refine((tag) => canonical(tag) !== undefined && languageName(tag) !== undefined, {
      error: (issue) => `must be a language tag (BCP 47) like "en", "pl", "de" or "ur-PK", got ${shown(issue.input)}`,
      abort: true,
    })
    .refine((tag) => canonical(tag) === tag, {
      error: (issue) => `is written "${canonical(String(issue.input))}" as a language tag; write it that way`,
    })
    .describe(`${description} A BCP 47 language tag: "en", "pl", "de", "ur-PK", "ja".`)
    .register(examples, { examples: LANGUAGE_EXAMPLES });

/** Phrases in another language than the site's, wherever they appear in the content (WCAG's language of parts). */
export const otherLanguage = entry({
  language: languageTag("The phrases' language."),
  phrases: textList(
    'Texts in that language, as they appear in the content: a whole field ("改善ボード") or a part of one.',
    z.string({ error: expected("non-empty text") }).min(1, { error: expected("non-empty text") }),
  ),
}).register(graphqlHints, { graphql: "SiteOtherLanguage" });
