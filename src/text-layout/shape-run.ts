import bidiFactory from "bidi-js";
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

/**
 * Part of a shaped run that draws a whole number of clusters on its own: `text.slice(start, end)`, drawn by the
 * glyphs `from` to `to` (left to right) of the run, as shaping it alone draws it.
 */
export interface GlyphGroup {
  start: number;
  end: number;
  from: number;
  to: number;
}

const bidi = bidiFactory();
const IGNORABLE = /(\p{Default_Ignorable_Code_Point})/u;
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
export const graphemes = (text: string) => [...segmenter.segment(text)].map((s) => s.segment);

/** Whether `text` holds a letter written right to left (Arabic, Hebrew): what tells a reader to reverse it. */
export const holdsRtlLetter = (text: string) =>
  [...text].some((c) => ["R", "AL"].includes(bidi.getBidiCharTypeName(c)));

/** `text` as a right-to-left line shows it: each bracket (or other mirrored character) drawn as its mirror. */
export const mirrored = (text: string) => [...text].map((c) => bidi.getMirroredCharacter(c) ?? c).join("");

const shaped = new WeakMap<fontkit.Font, Map<string, ShapedRun>>();

/** fontkit fills in the features object it is given: each call gets its own. */
const layout = (font: fontkit.Font, text: string, features: Features) => font.layout(text, { ...features });

/**
 * `text` shaped in `font`, its glyphs in visual order: right to left when `rtl`, its brackets then mirrored. fontkit
 * sets a run in its script's own direction (Arabic letters and digits right to left, punctuation left to right); where
 * that is not the run's direction in its line, the run is given to it reversed, a cluster at a time, so that a mark
 * stays on its letter.
 */
export function shapeRun(font: fontkit.Font, text: string, rtl: boolean, features: Features): ShapedRun {
  let cache = shaped.get(font);
  if (!cache) shaped.set(font, (cache = new Map()));
  const key = `${rtl ? "r" : "l"}${JSON.stringify(features)}\0${text}`;
  let run = cache.get(key);
  if (!run) {
    let drawn = rtl ? mirrored(text) : text;
    let glyphRun = layout(font, drawn, features);
    if ((glyphRun.direction === "rtl") !== rtl) {
      drawn = graphemes(drawn).reverse().join("");
      glyphRun = layout(font, drawn, features);
    }
    run = { drawn, glyphs: glyphRun.glyphs, positions: glyphRun.positions, advance: glyphRun.advanceWidth };
    cache.set(key, run);
  }
  return run;
}

/**
 * `run` (`text` shaped by `shapeRun`) cut into the smallest groups of clusters, in reading order, that each draw the
 * same glyphs alone as in the run: a letter with its marks and a vowel drawn before it, a conjunct, an Arabic word's
 * joined letters. The glyphs of the rest of the run, when no cut fits, are one group.
 */
export function glyphGroups(
  font: fontkit.Font,
  text: string,
  rtl: boolean,
  features: Features,
  run: ShapedRun,
): GlyphGroup[] {
  const ids = (glyphs: fontkit.Glyph[]) => {
    const inOrder = glyphs.map((g) => g.id);
    // Right to left, the glyphs of the first cluster are the run's last.
    return rtl ? inOrder.reverse() : inOrder;
  };
  const all = ids(run.glyphs);
  // A default-ignorable character (a ZWNJ, a direction mark) is tried alone, with the glyph that hides it: poppler
  // gives a right-to-left cluster's ActualText that holds one out of order.
  const clusters = graphemes(text).flatMap((cluster) => cluster.split(IGNORABLE).filter(Boolean));
  const groups: GlyphGroup[] = [];
  let [cluster, start, glyph] = [0, 0, 0];
  while (cluster < clusters.length) {
    let end = start;
    let matched = 0;
    for (let next = cluster; next < clusters.length && !matched; next++) {
      end += clusters[next]!.length;
      const alone = ids(shapeRun(font, text.slice(start, end), rtl, features).glyphs);
      const fits =
        alone.every((id, i) => all[glyph + i] === id) && (end < text.length || alone.length === all.length - glyph);
      if (fits && alone.length > 0) [matched, cluster] = [alone.length, next + 1];
    }
    if (!matched) [end, matched, cluster] = [text.length, all.length - glyph, clusters.length];
    const [first, last] = [glyph, glyph + matched];
    groups.push({
      start,
      end,
      ...(rtl ? { from: all.length - last, to: all.length - first } : { from: first, to: last }),
    });
    [start, glyph] = [end, last];
  }
  return groups;
}
