/** "#01", "#02", … for the 0-based position of a card. */
export const cardIndex = (position: number) => `#${String(position + 1).padStart(2, "0")}`;

/** A counter's visible text, e.g. 90 and "%" → "90%"; a counter may have no suffix. */
export const statText = (value: number, suffix?: string | null) => `${Math.round(value)}${suffix ?? ""}`;
