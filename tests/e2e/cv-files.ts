import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfText {
  pages: number;
  /** How long the text runs, in pages: the full pages, then how far down the last one its lowest line is. */
  length: number;
  /** Each page's text, its lines in reading order. */
  lines: string[][];
  info: { Title?: string; Author?: string; Producer?: string };
}

/** A PDF's pages and text, as a parser (an applicant-tracking system, a search) reads it: with pdf.js. */
export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const lines: string[][] = [];
  let lastPageFill = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const { items } = await page.getTextContent();
    const text: string[] = [""];
    let lowest = Infinity;
    for (const item of items) {
      if (!("str" in item)) continue;
      text[text.length - 1] += item.str;
      if (item.hasEOL) text.push("");
      // A text run's baseline, in points from the bottom of the page.
      if (item.str.trim()) lowest = Math.min(lowest, item.transform[5]);
    }
    lines.push(text.map((l) => l.trim()).filter(Boolean));
    const [, bottom, , top] = page.view;
    lastPageFill = Number.isFinite(lowest) ? (top - lowest) / (top - bottom) : 0;
  }
  const { info } = (await pdf.getMetadata()) as { info: PdfText["info"] };
  await pdf.destroy();
  return { pages: pdf.numPages, length: pdf.numPages - 1 + lastPageFill, lines, info };
}
