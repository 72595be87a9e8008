/** Made on first use, one for each language: the browser loads its list of region names then, a long task on a phone. */
const names = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in `language`, from its two-letter code ("PK" → "Pakistan", "Pakistan" in German, "پاکستان" in
 * Urdu): CLDR's list, as Intl has it, no bytes of ours.
 */
export function countryName(code: string, language: string) {
  let named = names.get(language);
  if (!named) names.set(language, (named = new Intl.DisplayNames([language], { type: "region" })));
  return named.of(code) ?? code;
}
