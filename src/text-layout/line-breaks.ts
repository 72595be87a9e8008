import LineBreaker from "linebreak";
import { graphemes } from "./shape-run";

/** A piece of a paragraph between two places a line may break (UAX #14): a word and the space after it, a CJK letter. */
export interface Segment {
  start: number;
  end: number;
  /** Where it ends without its trailing white space: a line's width leaves that out. */
  trimmed: number;
}

/** White space a line's end leaves out: not a no-break space, which holds its place (as in CSS). */
const trailingSpace = /[^\S\u00a0\u2007\u202f]+$/u;

/** The paragraph's segments, in order. */
function segments(text: string): Segment[] {
  const breaker = new LineBreaker(text);
  const out: Segment[] = [];
  let start = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    if (next.position === start) continue;
    const piece = text.slice(start, next.position);
    out.push({ start, end: next.position, trimmed: next.position - (trailingSpace.exec(piece)?.[0].length ?? 0) });
    start = next.position;
  }
  return out;
}

/** A segment in pieces between its grapheme clusters: a word too long for any line breaks there, as a page breaks it. */
function clusterSegments({ start, end, trimmed }: Segment, text: string): Segment[] {
  const out: Segment[] = [];
  let at = start;
  for (const cluster of graphemes(text.slice(start, trimmed))) {
    out.push({ start: at, end: at + cluster.length, trimmed: at + cluster.length });
    at += cluster.length;
  }
  if (out.length > 0) out.at(-1)!.end = end;
  return out;
}

/** A line: the text's [start, end), and where its visible part ends. */
export type LineRange = Segment;

/**
 * Lines of whole segments that fit `width`, filled greedily as a browser fills them; `measure` gives a segment's width
 * with and without its trailing space. A segment wider than a line goes on a line of its own, broken between clusters
 * when `breakWords`, else left whole and too wide (the caller then sets the text smaller).
 */
export function breakLines(
  text: string,
  measure: (segment: Segment) => { full: number; trimmed: number },
  width: number,
  breakWords: boolean,
): LineRange[] {
  const lines: LineRange[] = [];
  let line: (Segment & { width: number }) | undefined;
  const add = (segment: Segment, size: { full: number; trimmed: number }) => {
    if (line && line.width + size.trimmed <= width) {
      line = { ...line, end: segment.end, trimmed: segment.trimmed, width: line.width + size.full };
      return;
    }
    if (line) lines.push(line);
    line = { ...segment, width: size.full };
  };
  for (const segment of segments(text)) {
    const size = measure(segment);
    if (!breakWords || size.trimmed <= width) add(segment, size);
    else {
      // On a line of its own, as a page breaks a word too long for any line.
      if (line) lines.push(line);
      line = undefined;
      for (const piece of clusterSegments(segment, text)) add(piece, measure(piece));
    }
  }
  if (line) lines.push(line);
  return lines.map(({ start, end, trimmed }) => ({ start, end, trimmed }));
}
