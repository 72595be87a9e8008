import type { Line } from "../text-layout/paragraph-layout";
import { graphemes } from "../text-layout/shape-run";

/** `text` in lines at `size`, broken where its script allows, and inside a word too long for a line if `breakWords`. */
export type Typeset = (text: string, size: number, breakWords: boolean) => Line<null>[];

/** A text laid out in lines, at one size. */
export interface FittedText {
  size: number;
  lines: Line<null>[];
}

/**
 * `text` in lines no wider than `width`, whole: at the largest of `sizes` (largest first) where it takes at most
 * `maxLines(size)` lines broken where its script allows (between words, between CJK letters); failing that, the
 * largest where it does with a long word broken between letters. Only a text that fits at no size ends in an
 * ellipsis, at the smallest.
 */
export function fitText(
  text: string,
  typeset: Typeset,
  { width, sizes, maxLines }: { width: number; sizes: readonly number[]; maxLines: (size: number) => number },
): FittedText {
  for (const breakWords of [false, true]) {
    for (const size of sizes) {
      const lines = typeset(text, size, breakWords);
      if (lines.length <= maxLines(size) && lines.every((line) => line.width <= width)) return { size, lines };
    }
  }
  const size = sizes.at(-1)!;
  const lines = typeset(text, size, true).slice(0, maxLines(size));
  let tail = graphemes(text.slice(lines.at(-1)!.start));
  const ended = (pieces: string[]) => typeset(`${pieces.join("").trimEnd()}…`, size, false);
  let last = ended(tail);
  while (tail.length > 1 && (last.length > 1 || last[0]!.width > width)) {
    tail = tail.slice(0, -1);
    last = ended(tail);
  }
  return { size, lines: [...lines.slice(0, -1), last[0]!] };
}
