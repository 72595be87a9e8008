/**
 * A fixed word of content/labels.json with a number in it has a form for each of the language's plural categories
 * (CLDR's "one", "few", "many", "other"...): here apart from label-text.ts, so that only what says one (the contact
 * form's alerts, the build) carries it.
 */

/** CLDR's plural categories, in the order CLDR lists them. */
export const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** A label with a number in it, in each form the language gives a number: "other" for any the owner leaves out. */
export type PluralForms = Partial<Record<PluralCategory, string | null>> & { other: string };

/**
 * The form of a plural label for `count` in `language`. The browser's plural rules are asked only for a label with
 * more than one form (an English label needs none), and only when it is said (an alert): never as a page loads.
 */
export function pluralText(forms: PluralForms, count: number, language: string): string {
  const written = PLURAL_CATEGORIES.filter((category) => forms[category] != null);
  if (written.length === 1) return forms.other;
  return forms[new Intl.PluralRules(language).select(count) as PluralCategory] ?? forms.other;
}
