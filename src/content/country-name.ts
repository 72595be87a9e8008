const names = new Intl.DisplayNames(["en"], { type: "region" });

/** A country's name in English, from its two-letter code ("PK" → "Pakistan"): the browser's own list, no bytes of ours. */
export const countryName = (code: string) => names.of(code) ?? code;
