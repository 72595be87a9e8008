/** "#01", "#02", … for the 0-based position of a card. */
export const cardIndex = (position: number) => `#${String(position + 1).padStart(2, "0")}`;

/** Whole numbers as English readers group them: 1250000 → "1,250,000". */
const GROUPED = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A counter's visible text, e.g. 12500 and "+" → "12,500+"; a counter may have no suffix. */
export const statText = (value: number, suffix?: string | null) =>
  `${GROUPED.format(Math.round(value))}${suffix ?? ""}`;
