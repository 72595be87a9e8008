import path from "node:path";
import { FontChain } from "../text-layout/font-chain";
import { type FontFace, type FontFamily, fontFamilies } from "../text-layout/font-faces";
import { languageRuns } from "../content/language-of-parts";
import { type Line, ParagraphLayout, type TextLanguage, prepareTexts } from "../text-layout/paragraph-layout";

/** The weights a share image is drawn in: its texts, and its titles. */
export const SHARE_IMAGE_WEIGHTS = { regular: 400, bold: 800 } as const;
export type ShareImageWeight = (typeof SHARE_IMAGE_WEIGHTS)[keyof typeof SHARE_IMAGE_WEIGHTS];

/** Without ligatures and contextual forms: "->" stays two characters, not Inter's arrow, as the owner wrote it. */
const FEATURES = { liga: false, calt: false };

/** Inter's Latin as one variable file (src/share-image/fonts), ahead of the chain: the share images' own. */
function interLatinVariable(projectRoot: string, inter: FontFamily): FontFamily {
  const file = path.join(projectRoot, "src/share-image/fonts/inter-latin-var.woff2");
  const latin = () => inter.faces().find((face) => face.id === "inter-latin")!;
  const face: FontFace = {
    id: "inter-latin-var",
    get ranges() {
      return latin().ranges;
    },
    variable: true,
    file: () => file,
  };
  return { faces: () => [face] };
}

/** The fonts a share image draws with (see FontChain), each read once a text needs it. */
export function shareImageChain(projectRoot: string): FontChain {
  const families = fontFamilies(projectRoot);
  return new FontChain([interLatinVariable(projectRoot, families[0]!), ...families]);
}

/**
 * Text drawn as SVG paths, so a share image looks the same on any machine, with no system fonts and no browser: laid
 * out by the shared text layout (any script, shaped, in reading order), in the site's language and direction.
 */
export class GlyphText {
  constructor(
    private readonly chain: FontChain,
    private readonly language: TextLanguage,
    readonly direction: "ltr" | "rtl",
  ) {}

  /**
   * Reads the fonts `texts` need, and the ellipsis that ends a text too long for any size (fitText); tells the files
   * read, which a drawing of them is made from.
   */
  prepare(texts: Iterable<string>): Promise<string[]> {
    return prepareTexts(this.chain, [...texts, "…"], this.language, Object.values(SHARE_IMAGE_WEIGHTS));
  }

  /** What the drawing of `texts` takes from the site's language: the direction, and which phrases are in which language. */
  languageOf(texts: readonly string[]) {
    const { site, others } = this.language;
    return { direction: this.direction, phrases: texts.map((text) => languageRuns(text, site, others)) };
  }

  /** `text` in lines no wider than `width` at `size` px, but for a word too long for a line unless `breakWords`. */
  lines(text: string, weight: ShareImageWeight, size: number, width: number, breakWords: boolean): Line<null>[] {
    const style = { size, width, direction: this.direction, features: FEATURES, breakWords };
    return new ParagraphLayout(this.chain, [{ text, weight, tag: null }], this.language, style).lines();
  }

  /** The width of `text` on one line, in px. */
  measure(text: string, weight: ShareImageWeight, size: number): number {
    return this.lines(text, weight, size, Infinity, false)[0]?.width ?? 0;
  }

  /** SVG paths of `line` at `size`, its baseline at `y`, in a box `box` px wide from `x`, aligned to its start side. */
  draw(line: Line<null>, x: number, y: number, size: number, fill: string, box = line.width): string {
    // A right-to-left line keeps its ink inside the box: a first letter (Urdu's initial "پ") may reach past its advance.
    const left = this.direction === "rtl" ? x + box - Math.max(line.width, inkRight(line, size)) : x;
    const glyphs = line.runs.flatMap((run) => {
      const s = size / run.font.font.unitsPerEm;
      const start = left + run.x;
      let pen = 0;
      return run.shaped.glyphs.map((glyph, i) => {
        const { xAdvance, xOffset, yOffset } = run.shaped.positions[i]!;
        const d = `<path transform="translate(${(start + (pen + xOffset) * s).toFixed(2)} ${(y - yOffset * s).toFixed(2)}) scale(${s.toFixed(5)} ${(-s).toFixed(5)})" d="${glyph.path.toSVG()}"/>`;
        pen += xAdvance;
        return d;
      });
    });
    return `<g fill="${fill}">${glyphs.join("")}</g>`;
  }

  /** `text` on one line, as `draw` draws it. */
  drawText(text: string, weight: ShareImageWeight, x: number, y: number, size: number, fill: string, box?: number) {
    const line = this.lines(text, weight, size, Infinity, false)[0];
    return line ? this.draw(line, x, y, size, fill, box) : "";
  }
}

/** How far right of a line's start its ink reaches, in px: past its width where a glyph overhangs its advance. */
function inkRight(line: Line<null>, size: number): number {
  let right = 0;
  for (const run of line.runs) {
    const s = size / run.font.font.unitsPerEm;
    let pen = 0;
    run.shaped.glyphs.forEach((glyph, i) => {
      const { xAdvance, xOffset } = run.shaped.positions[i]!;
      right = Math.max(right, run.x + (pen + xOffset + glyph.bbox.maxX) * s);
      pen += xAdvance;
    });
  }
  return right;
}
