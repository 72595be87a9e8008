import fs from "node:fs";
import * as fontkit from "fontkit";
import { decompress } from "wawoff2";

/**
 * Text drawn as SVG paths from Inter (src/share-image/fonts, variable), so a share image looks the same
 * on any machine, with no system fonts and no browser. fontkit lays the text out (kerning and ligatures included)
 * but cannot apply a weight to a WOFF2 font, so the font is unpacked to TrueType first.
 */
export interface GlyphFont {
  /** The width of `text` at `size` px. */
  measure(text: string, size: number): number;
  /** An SVG <path> of `text` with its baseline starting at (x, y). */
  draw(text: string, x: number, y: number, size: number, fill: string): string;
}

export async function loadGlyphFont(woff2File: string, weight: number): Promise<GlyphFont> {
  const ttf = Buffer.from(await decompress(fs.readFileSync(woff2File)));
  const base = fontkit.create(ttf) as fontkit.Font;
  const font = base.getVariation({ wght: weight });
  const scale = (size: number) => size / font.unitsPerEm;
  // Without ligatures and contextual forms: "->" stays two characters, not Inter's arrow, as the owner wrote it.
  const layout = (text: string) => font.layout(text, { liga: false, calt: false });
  return {
    measure: (text, size) => layout(text).advanceWidth * scale(size),
    draw(text, x, y, size, fill) {
      const run = layout(text);
      const s = scale(size);
      let pen = 0;
      const glyphs = run.glyphs.map((glyph, i) => {
        const { xAdvance, xOffset, yOffset } = run.positions[i];
        const d = `<path transform="translate(${(x + (pen + xOffset) * s).toFixed(2)} ${(y - yOffset * s).toFixed(2)}) scale(${s.toFixed(5)} ${(-s).toFixed(5)})" d="${glyph.path.toSVG()}"/>`;
        pen += xAdvance;
        return d;
      });
      return `<g fill="${fill}">${glyphs.join("")}</g>`;
    },
  };
}
