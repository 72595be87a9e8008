import { labelPieces } from "../../src/content/label-text";
import { LABELS, type LabelKey, type LabelPlace, type LabelSpec } from "../../src/content/schema/label-list";
import type { WrittenLabels } from "../../src/content/site-labels";

/**
 * Everything a page says to a visitor, a screen reader or a search engine, read from its document (in the page, or a
 * page rendered in jest): its text, hidden text included, its title, the names and alternatives of its elements, its
 * metas and its JSON-LD, its white space collapsed. Self-contained: Playwright runs it in the page.
 */
export function readPageWords(doc: Document = document): string {
  const said: string[] = [doc.title];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const text = walker.currentNode;
    if (!text.parentElement?.closest("script, style, noscript, template")) said.push(text.nodeValue ?? "");
  }
  for (const element of doc.querySelectorAll("[aria-label], [alt], [placeholder], [title], meta[content]"))
    for (const name of ["aria-label", "alt", "placeholder", "title", "content"])
      said.push(element.getAttribute(name) ?? "");
  const strings = (value: unknown): unknown[] =>
    typeof value === "object" && value !== null ? Object.values(value).flatMap(strings) : [value];
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]'))
    said.push(...strings(JSON.parse(script.textContent ?? "null")).filter((v): v is string => typeof v === "string"));
  return said.join("\n").replace(/\s+/g, " ");
}

const collapsed = (text: string) => text.replace(/\s+/g, " ").trim();

/** A text's words: its runs of letters and digits. */
const wordsIn = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The texts of a label between its placeholders that hold a letter, as a page shows them. */
const wordsOf = (label: string, least = 1) =>
  labelPieces(label)
    .filter((piece): piece is string => typeof piece === "string")
    .map(collapsed)
    .filter((piece) => /\p{L}/u.test(piece) && piece.length >= least);

/**
 * What a page at `place` must show and must not of the fixed words the owner changed (labels.json's that differ
 * from their English): each such label shown there in every state shows its words, and no page shows the English
 * of any of them, English of four characters or more, which no random text holds by chance. English that the owner
 * wrote too (`own`: every text of the content), that a label left in English holds ("Projects" in "My Projects"), or
 * whose every word such texts hold (the heading "My {highlight}" filled with "Projects") is theirs to show.
 */
export function fixedWordProblems(words: string, place: LabelPlace, written: WrittenLabels, own: string[]): string[] {
  const problems: string[] = [];
  const specs = Object.entries(LABELS) as [LabelKey, LabelSpec][];
  const changed = (key: LabelKey, english: LabelSpec["english"]) =>
    typeof written[key] === "string" && typeof english === "string" && written[key] !== english;
  const kept = [
    ...own.map(collapsed),
    ...specs.filter(([key, spec]) => !changed(key, spec.english)).flatMap(([, { english }]) => textsIn(english)),
  ];
  const keptWords = new Set(kept.flatMap(wordsIn));
  const theirs = (piece: string) =>
    kept.some((text) => text.includes(piece)) || wordsIn(piece).every((word) => keptWords.has(word));
  for (const [key, spec] of specs) {
    if (!changed(key, spec.english)) continue;
    const here = spec.where.includes(place) || spec.where.includes("every page");
    if (here && !spec.sometimes)
      for (const piece of wordsOf(written[key] as string))
        if (!words.includes(piece)) problems.push(`${key}: the owner's "${piece}" is not shown`);
    for (const piece of wordsOf(spec.english as string, 4))
      if (words.includes(piece) && !theirs(piece)) problems.push(`${key}: the English "${piece}" is shown`);
  }
  return problems;
}

/** A label's texts: its one, or each of its plural forms. */
const textsIn = (label: LabelSpec["english"]) =>
  (typeof label === "string" ? [label] : Object.values(label)).filter(
    (form): form is string => typeof form === "string",
  );

/** Where a path of the site is, as the labels say where they are shown. */
export const placeOf = (path: string): LabelPlace =>
  path === "/" || path === "/projects/" || path === "/cv/"
    ? path
    : path.startsWith("/projects/")
      ? "case studies"
      : "the 404 page";
