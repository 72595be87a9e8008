import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfText {
  pages: number;
  /** Each page's text, its lines in reading order. */
  lines: string[][];
  info: { Title?: string; Author?: string; Producer?: string };
}

/** A PDF's pages and text, as a parser (an applicant-tracking system, a search) reads it: with pdf.js. */
export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const lines: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { items } = await (await pdf.getPage(n)).getTextContent();
    const page: string[] = [""];
    for (const item of items) {
      if (!("str" in item)) continue;
      page[page.length - 1] += item.str;
      if (item.hasEOL) page.push("");
    }
    lines.push(page.map((l) => l.trim()).filter(Boolean));
  }
  const { info } = (await pdf.getMetadata()) as { info: PdfText["info"] };
  await pdf.destroy();
  return { pages: pdf.numPages, lines, info };
}
