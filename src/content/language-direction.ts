/** The language of a site whose site.json gives none. */
export const DEFAULT_LANGUAGE = "en";

type TextInfo = { direction?: "ltr" | "rtl" };

/** Which way a language's script runs, from CLDR through Intl: "rtl" for Arabic, Urdu, Persian and Hebrew. */
export function directionOf(tag: string): "ltr" | "rtl" {
  const locale = new Intl.Locale(tag) as Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === "rtl" ? "rtl" : "ltr";
}
