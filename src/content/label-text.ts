/**
 * How a fixed word of content/labels.json is filled in: a label may hold placeholders ("{year}", "{name}"), each
 * replaced by what the site puts there; a label with a number in it has a form for each of the language's plural
 * categories (CLDR's "one", "few", "many", "other"...). Plain functions, used by the pages, the PDF and the check.
 */

/** A placeholder: a name in braces, "{seconds}". */
const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The names of the placeholders in `text`, in order: "Please wait {seconds} seconds" → ["seconds"]. */
export const placeholdersIn = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);

/** A label cut at its placeholders: the texts between them and, between those, the placeholders' names. */
export type LabelPiece = string | { fill: string };

export function labelPieces(label: string): LabelPiece[] {
  const pieces: LabelPiece[] = [];
  let at = 0;
  for (const match of label.matchAll(PLACEHOLDER)) {
    if (match.index > at) pieces.push(label.slice(at, match.index));
    pieces.push({ fill: match[1]! });
    at = match.index + match[0].length;
  }
  if (at < label.length) pieces.push(label.slice(at));
  return pieces;
}

/** The label with each placeholder replaced by its value. */
export const fillLabel = (label: string, values: Readonly<Record<string, string | number>>) =>
  label.replace(PLACEHOLDER, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));

/** CLDR's plural categories, in the order CLDR lists them. */
export const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** A label with a number in it, in each form the language gives a number: "other" for any the owner leaves out. */
export type PluralForms = Partial<Record<PluralCategory, string | null>> & { other: string };

/** The form of `forms` for `count`, as `categoryOf` (Intl.PluralRules' select) names its category. */
export function pluralForm(forms: PluralForms, count: number, categoryOf: (count: number) => string): string {
  const written = PLURAL_CATEGORIES.filter((category) => forms[category] != null);
  // A label with one form needs no rules: the launch site's, whose page then never asks for them.
  if (written.length === 1) return forms.other;
  return forms[categoryOf(count) as PluralCategory] ?? forms.other;
}

/**
 * The form of a plural label for `count` in `language`. The browser's plural rules are asked only for a label with
 * more than one form, and only when it is said (an alert): never as a page loads.
 */
export const pluralText = (forms: PluralForms, count: number, language: string) =>
  pluralForm(forms, count, (n) => new Intl.PluralRules(language).select(n));

/**
 * Items listed as the site's language lists them: each joined to the list so far by `more` ("{list}, {next}"), the
 * last by `last` ("{list} and {next}"; by `more` when not given).
 */
export function listText(items: readonly string[], more: string, last = more): string {
  return items.reduce(
    (list, next, i) => (i === 0 ? next : fillLabel(i === items.length - 1 ? last : more, { list, next })),
    "",
  );
}
