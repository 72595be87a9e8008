/** Made on first use: the browser loads its list of region names then, a long task on a phone. */
let names: Intl.DisplayNames | undefined;

/** A country's name in English, from its two-letter code ("PK" → "Pakistan"): the browser's own list, no bytes of ours. */
export const countryName = (code: string) =>
  (names ??= new Intl.DisplayNames(["en"], { type: "region" })).of(code) ?? code;
