/**
 * How a fixed word of content/labels.json is filled in: a label may hold placeholders ("{year}", "{name}"), each
 * replaced by what the site puts there. Plain functions, used by the pages, the PDF and the check (a label with a
 * number in it: plural-label.ts).
 */

/** A placeholder: a name in braces, "{seconds}". */
const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** `text` without its placeholders: what it says in words of its own. */
export const withoutPlaceholders = (text: string) => text.replace(PLACEHOLDER, "");

/** The names of the placeholders in `text`, in order: "Please wait {seconds} seconds" → ["seconds"]. */
export const placeholdersIn = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);

/** A label cut at its placeholders: the texts between them and, between those, the placeholders' names. */
type LabelPiece = string | { fill: string };

export function labelPieces(label: string): LabelPiece[] {
  const pieces: LabelPiece[] = [];
  let at = 0;
  for (const match of label.matchAll(PLACEHOLDER)) {
    if (match.index > at) pieces.push(label.slice(at, match.index));
    pieces.push({ fill: match[1]! });
    at = match.index + match[0].length;
  }
  if (at < label.length) pieces.push(label.slice(at));
  return pieces;
}

/**
 * The texts before and after a label's one placeholder: "Shaping {words}" → ["Shaping ", ""], for a caller that puts
 * an element there.
 */
export function aroundFill(label: string): [string, string] {
  const pieces = labelPieces(label);
  const at = pieces.findIndex((piece) => typeof piece !== "string");
  const text = (from: number, to?: number) =>
    pieces
      .slice(from, to)
      .filter((p) => typeof p === "string")
      .join("");
  return [text(0, at), text(at + 1)];
}

/** The label with each placeholder replaced by its value. */
export const fillLabel = (label: string, values: Readonly<Record<string, string | number>>) =>
  label.replace(PLACEHOLDER, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));

/**
 * Items listed as the site's language lists them: each joined to the list so far by `more` ("{list}, {next}"), the
 * last by `last` ("{list} and {next}"; by `more` when not given).
 */
export function listText(items: readonly string[], more: string, last = more): string {
  return items.reduce(
    (list, next, i) => (i === 0 ? next : fillLabel(i === items.length - 1 ? last : more, { list, next })),
    "",
  );
}
