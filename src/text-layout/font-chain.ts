import fs from "node:fs";
import * as fontkit from "fontkit";
import { decompress } from "wawoff2";
import { characterSetOf } from "./character-set";
import type { FontFace, FontFamily, HanForms } from "./font-faces";
import { graphemes } from "./shape-run";

/** A face at one weight, ready to shape and draw. */
export interface ChainFont {
  /** Unique in the chain: the face's id and the weight ("noto-sans-jp-107@700"). */
  key: string;
  face: FontFace;
  weight: number;
  font: fontkit.Font;
  /** The file it is drawn from. */
  file: string;
}

/** Characters no font draws, which shaping hides (a joiner, a variation selector, a direction mark). */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const WEIGHT_NAMES: Record<number, string> = { 400: "Regular", 600: "SemiBold", 700: "Bold", 800: "ExtraBold" };

const inRanges = (ranges: FontFace["ranges"], cp: number) => {
  let [low, high] = [0, ranges.length - 1];
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [first, last] = ranges[mid]!;
    if (cp < first) high = mid - 1;
    else if (cp > last) low = mid + 1;
    else return true;
  }
  return false;
};

/** The code points of a cluster that a font must hold to draw it. */
export const drawnCodePoints = (cluster: string) =>
  [...cluster].filter((c) => !IGNORABLE.test(c)).map((c) => c.codePointAt(0)!);

/**
 * The fonts a text is drawn in, chosen per grapheme cluster (a letter with its marks stays in one font): the first
 * face of the chain that holds every character of it, Han characters in the forms of the text's language. A face's
 * file is read only once a text needs one of its characters (`prepare`); layout then runs without waiting.
 */
export class FontChain {
  private readonly ttfs = new Map<string, Promise<fontkit.Font>>();
  private readonly unpacked = new Map<string, Buffer>();
  private readonly opened = new Map<string, fontkit.Font>();
  private readonly resolved = new Map<string, FontFace | null>();
  private readonly fonts = new Map<string, ChainFont>();
  private readonly characterMaps = new Map<string, Set<number>>();
  /** wawoff2 hands back a view of its own memory, which the next file it unpacks overwrites: one at a time. */
  private unpacking: Promise<unknown> = Promise.resolve();

  constructor(private readonly families: readonly FontFamily[]) {}

  /** What draws a character no face holds (as the box a browser shows), and an invisible one: the space's face. */
  get fallback(): FontFace {
    return this.faceFor(" ", "zh-Hans")!;
  }

  /**
   * The faces whose ranges hold `cp`, in chain order but for the CJK families, the one with `han`'s forms first among
   * them; found one at a time, so that a family further down the chain is not read once a face has drawn the cluster.
   */
  private *candidates(cp: number, han: HanForms): Generator<FontFace> {
    const firstHan = this.families.findIndex((family) => family.han);
    const lastHan = this.families.findLastIndex((family) => family.han);
    const cjk = this.families.slice(firstHan, lastHan + 1);
    const order = [
      ...this.families.slice(0, firstHan),
      ...cjk.filter((family) => family.han === han),
      ...cjk.filter((family) => family.han !== han),
      ...this.families.slice(lastHan + 1),
    ];
    for (const family of order) for (const face of family.faces()) if (inRanges(face.ranges, cp)) yield face;
  }

  /** A file as TrueType (fontkit applies a weight to a variable font only in TrueType, and reads it fastest). */
  private open(file: string): Promise<fontkit.Font> {
    let font = this.ttfs.get(file);
    if (!font) {
      const unpacked = this.unpacking.then(() => decompress(fs.readFileSync(file)));
      this.unpacking = unpacked;
      font = unpacked.then((ttf) => {
        const buffer = Buffer.from(ttf);
        this.unpacked.set(file, buffer);
        const opened = notdefAsAsked(fontkit.create(buffer) as fontkit.Font);
        this.opened.set(file, opened);
        return opened;
      });
      this.ttfs.set(file, font);
    }
    return font;
  }

  /** The face that draws `cluster`: the first that holds all of it, else the first that holds its first character. */
  private async resolve(cluster: string, han: HanForms): Promise<FontFace | null> {
    const key = `${han}\0${cluster}`;
    if (this.resolved.has(key)) return this.resolved.get(key)!;
    const codePoints = drawnCodePoints(cluster);
    let face: FontFace | null = null;
    if (codePoints.length > 0) {
      let partial: FontFace | null = null;
      for (const candidate of this.candidates(codePoints[0]!, han)) {
        const font = await this.open(candidate.file(400));
        if (!font.hasGlyphForCodePoint(codePoints[0]!)) continue;
        partial ??= candidate;
        if (codePoints.every((cp) => font.hasGlyphForCodePoint(cp))) {
          face = candidate;
          break;
        }
      }
      face ??= partial;
    }
    this.resolved.set(key, face);
    return face;
  }

  /**
   * Reads every face that the clusters of `texts` need, at each of `weights`, and tells which files it read: what a
   * drawing made of these texts is made from.
   */
  async prepare(texts: Iterable<{ text: string; han: HanForms }>, weights: readonly number[]): Promise<string[]> {
    const faces = new Set<FontFace>();
    for (const { text, han } of [{ text: " ", han: "zh-Hans" as const }, ...texts]) {
      for (const segment of graphemes(text)) {
        const face = await this.resolve(segment, han);
        if (face) faces.add(face);
        // A cluster that no one face holds whole is drawn a character at a time.
        else
          for (const c of segment) {
            const single = await this.resolve(c, han);
            if (single) faces.add(single);
          }
      }
    }
    const files = new Set<string>();
    for (const face of faces) {
      for (const weight of weights) {
        const file = face.file(weight);
        files.add(file);
        const base = await this.open(file);
        const key = `${face.id}@${weight}`;
        if (this.fonts.has(key)) continue;
        this.fonts.set(key, { key, face, weight, file, font: face.variable ? instance(base, weight) : base });
      }
    }
    return [...files].sort();
  }

  /** The face `prepare` chose for `cluster`, or null when no face holds its first character. */
  faceFor(cluster: string, han: HanForms): FontFace | null {
    const key = `${han}\0${cluster}`;
    if (!this.resolved.has(key)) throw new Error(`font-chain: "${cluster}" was not prepared`);
    return this.resolved.get(key)!;
  }

  /**
   * Whether any face of the chain holds `cp`: what the content check asks, before any drawing. Its files are read as
   * they are (WOFF2), only as far as their character maps, and only those whose ranges hold `cp`.
   */
  canDraw(cp: number): boolean {
    for (const face of this.candidates(cp, "zh-Hans")) {
      const file = face.file(400);
      let map = this.characterMaps.get(file);
      if (!map) this.characterMaps.set(file, (map = characterSetOf(file)));
      if (map.has(cp)) return true;
    }
    return false;
  }

  /** Whether `face` (one that `prepare` read) holds every character of `cluster`. */
  holds(face: FontFace, cluster: string): boolean {
    const font = this.opened.get(face.file(400));
    return font !== undefined && drawnCodePoints(cluster).every((cp) => font.hasGlyphForCodePoint(cp));
  }

  /**
   * Another copy of `font`, whose glyphs carry what characters a drawing says they stand for
   * (`getGlyph(id, codePoints)` before it draws them), not the layout's.
   */
  copy(font: ChainFont): fontkit.Font {
    const copy = notdefAsAsked(fontkit.create(this.unpacked.get(font.file)!) as fontkit.Font);
    return drawsNoHidden(font.face.variable ? instance(copy, font.weight) : copy);
  }

  /** `face` at `weight`, as `prepare` read it. */
  font(face: FontFace, weight: number): ChainFont {
    const font = this.fonts.get(`${face.id}@${weight}`);
    if (!font) throw new Error(`font-chain: ${face.id} at ${weight} was not prepared`);
    return font;
  }
}

/**
 * `font`, its .notdef glyph given the characters it is asked for each time. fontkit keeps one glyph object per id, with
 * the characters it was first made for, and hides a default-ignorable character the font lacks (a ZWNJ in Arabic, a
 * direction mark) only when its glyph carries that character: once .notdef was made for none (as PDFKit makes it, to
 * read its width) or for another character, such a character drew a box.
 */
function notdefAsAsked(font: fontkit.Font): fontkit.Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    return id === 0 && codePoints?.length
      ? (Object.create(glyph, { codePoints: { value: codePoints } }) as fontkit.Glyph)
      : glyph;
  };
  return font;
}

/**
 * `font`, laying out no glyph for a default-ignorable character: fontkit sets the space there with no advance, which
 * a reader of the drawing (pdftotext) would take for a space between words.
 */
function drawsNoHidden(font: fontkit.Font): fontkit.Font {
  const layout = font.layout.bind(font);
  font.layout = (...args: Parameters<fontkit.Font["layout"]>) => {
    const run = layout(...args);
    // The glyph fontkit hides with, which it has just made (a glyph keeps the characters it is first made for).
    const space = font.glyphForCodePoint(0x20).id;
    const hidden = run.glyphs.map((glyph, i) => glyph.id === space && run.positions[i]!.xAdvance === 0);
    run.glyphs = run.glyphs.filter((_, i) => !hidden[i]);
    run.positions = run.positions.filter((_, i) => !hidden[i]);
    return run;
  };
  return font;
}

/**
 * A variable font at one weight. Its own PostScript name is the default instance's (a CJK font's is Thin): each
 * weight gets a name of its own, which a PDF shows and by which PDFKit tells two fonts apart.
 */
function instance(base: fontkit.Font, weight: number): fontkit.Font {
  const variation = base.getVariation({ wght: weight });
  const postscriptName = `${base.postscriptName.replace(/-.*$/, "")}-${WEIGHT_NAMES[weight] ?? weight}`;
  return notdefAsAsked(Object.create(variation, { postscriptName: { value: postscriptName } }) as fontkit.Font);
}
