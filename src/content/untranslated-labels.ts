import type { ContentProblem } from "./check-content";
import { DEFAULT_LANGUAGE } from "./language-direction";
import { withoutPlaceholders } from "./label-text";
import { ENGLISH_LABELS } from "./schema/labels";
import { languageName } from "./schema/language";

/** A label's texts: its one, or each of its plural forms. */
const textsOf = (label: unknown) =>
  (typeof label === "string" ? [label] : Object.values(label as object)).filter(
    (t): t is string => typeof t === "string",
  );

/** Whether a label says any word, besides what the site fills in: "{start} – {end}" says none, in any language. */
const saysWords = (label: unknown) => textsOf(label).some((text) => /\p{L}/u.test(withoutPlaceholders(text)));

/** A label's text as the check quotes it: a plural label by its "other" form. */
const quoted = (label: unknown) =>
  JSON.stringify(typeof label === "object" && label !== null ? (label as { other?: unknown }).other : label);

/**
 * The fixed words of a site in another language than English that are still the English ones: each label labels.json
 * leaves out or gives as its English, but one of punctuation and placeholders alone. A warning, not an error: the
 * owner may keep a word as it is ("CV", "GitHub Repo"), and the site shows it; labels.json's `keptInEnglish` names those
 * kept on purpose, of which it says nothing. Both files already parsed, as the check reads them; nothing for a file it
 * refuses.
 */
export function untranslatedLabels(site: unknown, labels: unknown): ContentProblem[] {
  const { language = DEFAULT_LANGUAGE } = (typeof site === "object" && site !== null ? site : {}) as {
    language?: unknown;
  };
  if (typeof language !== "string" || new Intl.Locale(language).language === "en") return [];
  if (typeof labels !== "object" || labels === null || Array.isArray(labels)) return [];
  const written = labels as Record<string, unknown>;
  const kept = Array.isArray(written.keptInEnglish) ? (written.keptInEnglish as unknown[]) : [];
  return Object.entries(ENGLISH_LABELS)
    .filter(
      ([key, english]) =>
        saysWords(english) &&
        !kept.includes(key) &&
        JSON.stringify(written[key] ?? english) === JSON.stringify(english),
    )
    .map(([key, english]) => ({
      file: "labels.json",
      field: key,
      problem: `is still the English ${quoted(english)}${key in written ? "" : " (left out)"}`,
    }));
}

/** The heading the check gives them, naming the language and the file: content/labels.json, or a translation's. */
export const untranslatedHeading = (language: string, file = "labels.json") => {
  const name = languageName(language) ?? language;
  const which =
    file === "labels.json"
      ? `The site is in ${name} ("${language}" in content/site.json), but these fixed words are still in English`
      : `The pages in ${name} still have these fixed words in English`;
  return `${which}; translate them in content/${file}, or list those you keep in English on purpose in its "keptInEnglish"`;
};
