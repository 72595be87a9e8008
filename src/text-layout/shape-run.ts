import type * as fontkit from "fontkit";

/** OpenType features turned on (true) or off (false) for a run, as fontkit and PDFKit take them. */
export type Features = Readonly<Record<string, boolean>>;

/** A run of text in one font, shaped: its glyphs left to right. */
export interface ShapedRun {
  /** What the font is given to draw: the run's characters in an order that fontkit sets left to right as wanted. */
  drawn: string;
  glyphs: fontkit.Glyph[];
  positions: fontkit.GlyphPosition[];
  /** Its width, in the font's units. */
  advance: number;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
export const graphemes = (text: string) => [...segmenter.segment(text)].map((s) => s.segment);

const shaped = new WeakMap<fontkit.Font, Map<string, ShapedRun>>();

/** fontkit fills in the features object it is given: each call gets its own. */
const layout = (font: fontkit.Font, text: string, features: Features) => font.layout(text, { ...features });

/**
 * `text` shaped in `font`, its glyphs in visual order: right to left when `rtl`. fontkit sets a run in its script's
 * own direction (Arabic letters and digits right to left, punctuation left to right); where that is not the run's
 * direction in its line, the run is given to it reversed, a cluster at a time, so that a mark stays on its letter.
 */
export function shapeRun(font: fontkit.Font, text: string, rtl: boolean, features: Features): ShapedRun {
  let cache = shaped.get(font);
  if (!cache) shaped.set(font, (cache = new Map()));
  const key = `${rtl ? "r" : "l"}${JSON.stringify(features)}\0${text}`;
  let run = cache.get(key);
  if (!run) {
    let drawn = text;
    let glyphRun = layout(font, drawn, features);
    if ((glyphRun.direction === "rtl") !== rtl) {
      drawn = graphemes(text).reverse().join("");
      glyphRun = layout(font, drawn, features);
    }
    run = { drawn, glyphs: glyphRun.glyphs, positions: glyphRun.positions, advance: glyphRun.advanceWidth };
    cache.set(key, run);
  }
  return run;
}
