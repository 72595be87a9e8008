import type { DigitGrouping } from "../utils/format";

/**
 * What the pages need of the site's language that CLDR knows, read through Intl at build time: a page that made an
 * Intl object itself would load the browser's locale data as it hydrates, a long task on a phone.
 */
export interface SiteLocale {
  /** The site's language, a BCP 47 tag: site.json's, or "en". */
  language: string;
  /**
   * Open Graph's name for it ("pl_PL"): the tag's region, or the one CLDR finds likeliest for the language. Null for
   * "en_US", which is Open Graph's own default.
   */
  ogLocale: string | null;
  /** How the counters group and write their digits. */
  digits: DigitGrouping;
}

/** "pl" → "pl_PL", "ur-PK" → "ur_PK", "zh-Hans" → "zh_CN". */
export function ogLocaleOf(language: string): string {
  const likely = new Intl.Locale(language).maximize();
  return likely.region ? `${likely.language}_${likely.region}` : likely.language;
}

/** How `language` writes a whole number: its digits, its grouping separator and the sizes of its groups. */
export function digitGroupingOf(language: string): DigitGrouping {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const parts = format.formatToParts(1_234_567_890);
  const groups = parts.filter((part) => part.type === "integer").map((part) => part.value.length);
  const separator = parts.find((part) => part.type === "group")?.value ?? "";
  const primary = groups.at(-1)!;
  const secondary = groups.length > 2 ? groups.at(-2)! : primary;
  // CLDR's minimum grouping digits: Polish writes 1250 whole, and 12 500 grouped.
  let minimum = 1;
  while (minimum < 4 && !format.format(10 ** (primary + minimum - 1)).includes(separator || "\u0000")) minimum++;
  const plain = new Intl.NumberFormat(language, { useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, digit) => plain.format(digit)).join("");
  return { digits, separator, sizes: [primary, secondary], minimum };
}

export function siteLocale(language: string): SiteLocale {
  const og = ogLocaleOf(language);
  return {
    language,
    ogLocale: og === "en_US" ? null : og,
    digits: digitGroupingOf(language),
  };
}

/** "Dec 2025" for "2025-12": a month as CLDR writes it in `language`, in the Gregorian calendar the content uses. */
export function monthNamer(language: string) {
  const format = new Intl.DateTimeFormat(language, {
    month: "short",
    year: "numeric",
    calendar: "gregory",
    timeZone: "UTC",
  });
  return (month: string) => {
    const [year, number] = month.split("-").map(Number);
    return format.format(Date.UTC(year!, number! - 1, 1));
  };
}
