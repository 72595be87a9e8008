import fs from "node:fs";
import path from "node:path";
import { decompress } from "wawoff2";

/** The PDF's font: Inter's static weights, as @fontsource/inter ships them (a PDF embeds no weight of a variable font). */
export const CV_PDF_FONT = { family: "Inter", weights: [400, 600, 700] } as const;

/** One weight's file in `fontsDir` (@fontsource/inter's files/). */
export const pdfFontFile = (fontsDir: string, weight: number, format: "woff" | "woff2" = "woff") =>
  path.join(fontsDir, `inter-latin-${weight}-normal.${format}`);

/** Each weight as TrueType, by weight. */
export type PdfFonts = Map<number, Buffer>;

/**
 * Each weight unpacked to TrueType once, from its WOFF2: given a WOFF, fontkit inflates the whole glyph table again
 * for every glyph it reads, which made most of the PDF's time. One at a time: wawoff2 hands back a view of its own
 * memory, which the next file it unpacks overwrites.
 */
export async function loadPdfFonts(fontsDir: string): Promise<PdfFonts> {
  const fonts: PdfFonts = new Map();
  for (const weight of CV_PDF_FONT.weights) {
    fonts.set(weight, Buffer.from(await decompress(fs.readFileSync(pdfFontFile(fontsDir, weight, "woff2")))));
  }
  return fonts;
}
