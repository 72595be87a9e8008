/** "#01", "#02", … for the 0-based position of a card. */
export const cardIndex = (position: number) => `#${String(position + 1).padStart(2, "0")}`;

/**
 * How a language writes a whole number, as CLDR says (read through Intl at build time: src/content/site-locale.ts):
 * its ten digits, the separator between groups, the size of the last group and of the others (3 and 2 in India), and
 * how many digits must come before the first separator (2 in Polish: 1250, but 12 500).
 */
export interface DigitGrouping {
  digits: string;
  separator: string;
  sizes: readonly [number, number];
  minimum: number;
}

/**
 * A whole number grouped as the site's language groups it: 1250000 → "1,250,000", "1 250 000" or "12,50,000". Not
 * Intl.NumberFormat: the first Intl object a page makes loads the browser's locale data, a long task as the page
 * hydrates on a phone.
 */
function grouped(whole: number, { digits, separator, sizes: [last, other], minimum }: DigitGrouping): string {
  let rest = String(whole);
  const groups: string[] = [];
  if (rest.length >= last + minimum) {
    groups.unshift(rest.slice(-last));
    rest = rest.slice(0, -last);
    while (rest.length > other) {
      groups.unshift(rest.slice(-other));
      rest = rest.slice(0, -other);
    }
  }
  const text = [rest, ...groups].join(separator);
  const glyphs = [...digits];
  return text.replace(/\d/g, (digit) => glyphs[Number(digit)]!);
}

/** A counter's visible text, e.g. 12500 and "+" → "12,500+"; a counter may have no suffix. */
export const statText = (value: number, suffix: string | null | undefined, grouping: DigitGrouping) =>
  `${grouped(Math.round(value), grouping)}${suffix ?? ""}`;
