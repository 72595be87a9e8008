/** The width of a line of text at a size, in px. */
export type Measure = (line: string, size: number) => number;

/** A text laid out in lines, at one size. */
export interface FittedText {
  size: number;
  lines: string[];
}

const graphemes = (word: string) => [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(word)];

/** A word too wide for a line, in pieces that fit, broken between letters as the page breaks it. */
function pieces(word: string, fits: (line: string) => boolean): string[] {
  const out = [""];
  for (const { segment } of graphemes(word)) {
    const joined = out.at(-1)! + segment;
    if (out.at(-1) === "" || fits(joined)) out[out.length - 1] = joined;
    else out.push(segment);
  }
  return out;
}

/** The words of `text` in lines that `fits`; a word wider than a line is broken only when `breakWords`. */
function wrap(text: string, fits: (line: string) => boolean, breakWords: boolean): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(...(breakWords && !fits(word) ? pieces(word, fits) : [word]));
  }
  return lines;
}

/**
 * `text` in lines no wider than `width`, whole: at the largest of `sizes` (largest first) where it takes at most
 * `maxLines(size)` lines between words; failing that, the largest where it does with a long word broken between
 * letters. Only a text that fits at no size ends in an ellipsis, at the smallest.
 */
export function fitText(
  text: string,
  measure: Measure,
  { width, sizes, maxLines }: { width: number; sizes: readonly number[]; maxLines: (size: number) => number },
): FittedText {
  for (const breakWords of [false, true]) {
    for (const size of sizes) {
      const fits = (line: string) => measure(line, size) <= width;
      const lines = wrap(text, fits, breakWords);
      if (lines.length <= maxLines(size) && lines.every(fits)) return { size, lines };
    }
  }
  const size = sizes.at(-1)!;
  const fits = (line: string) => measure(line, size) <= width;
  const lines = wrap(text, fits, true).slice(0, maxLines(size));
  let tail = lines.at(-1)!;
  while (tail.length > 1 && !fits(`${tail}…`))
    tail = graphemes(tail)
      .slice(0, -1)
      .map((g) => g.segment)
      .join("");
  lines[lines.length - 1] = `${tail}…`;
  return { size, lines };
}
