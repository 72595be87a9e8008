/** "#01", "#02", … for the 0-based position of a card. */
export const cardIndex = (position: number) => `#${String(position + 1).padStart(2, "0")}`;

/**
 * Whole numbers as English readers group them: 1250000 → "1,250,000". Not Intl.NumberFormat: the first Intl object a
 * page makes loads the browser's locale data, a long task as the page hydrates on a phone.
 */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ",");

/** A counter's visible text, e.g. 12500 and "+" → "12,500+"; a counter may have no suffix. */
export const statText = (value: number, suffix?: string | null) => `${grouped(Math.round(value))}${suffix ?? ""}`;
