import { CvPdfDocument } from "./cv-pdf-document";
import { cvPdfSections } from "./cv-pdf-sections";
import { Typesetter } from "./cv-pdf-typesetter";
import type { CvPaper } from "./cv-paths";
import type { CvWords } from "./cv-text";
import type { JsonResume } from "./json-resume";
import type { PdfFonts } from "./pdf-fonts";

interface CvPdfOptions {
  fonts: PdfFonts;
  paper: CvPaper;
  /** Its fixed words and dates, in the site's language. */
  words: CvWords;
}

/**
 * The resume or the words with each line or paragraph separator (U+2028, U+2029) a text may hold as a space, as a
 * page shows it: PDFKit would draw it as a glyph of its own, which a reader copies as neither.
 */
const asDrawn = <T>(texts: T): T => JSON.parse(JSON.stringify(texts).replace(/[\u2028\u2029]/g, " ")) as T;

/** The CV as a tagged PDF on `paper`: the page's content in one column, with a real text layer and links. */
export async function renderCvPdf(written: JsonResume, { fonts, paper, words: writtenWords }: CvPdfOptions) {
  const resume = asDrawn(written);
  const words = asDrawn(writtenWords);
  const doc = new CvPdfDocument(resume, { fonts, size: paper.size, words });
  const typesetter = new Typesetter(doc);
  const root = doc.struct("Document");
  doc.addStructure(root);
  for (const { part } of cvPdfSections(typesetter, resume, words)) part.draw(root);
  root.end();
  const pages = doc.bufferedPageRange().count;
  for (let n = 1; n <= pages; n++) {
    doc.switchToPage(n - 1);
    typesetter.pageNumber(n, pages);
  }
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on("end", resolve));
  doc.end();
  await ended;
  return { pdf: Buffer.concat(chunks), pages };
}

/**
 * Each section's height, laid out alone on a page as wide as `paper` and too tall to break (the document is thrown
 * away unwritten), and the height of `paper`'s text area, in points.
 */
export function cvPdfSectionHeights(written: JsonResume, { fonts, paper, words: writtenWords }: CvPdfOptions) {
  const resume = asDrawn(written);
  const words = asDrawn(writtenWords);
  const doc = new CvPdfDocument(resume, { fonts, size: paper.size, words });
  const { top, bottom, left, right } = doc.page.margins;
  const textHeight = doc.page.height - top - bottom;
  doc.addPage({ size: [doc.page.width, 100_000], margins: { top: 0, bottom: 0, left, right } });
  const typesetter = new Typesetter(doc);
  const root = doc.struct("Document");
  doc.addStructure(root);
  const heights = cvPdfSections(typesetter, resume, words).map(({ part }) => {
    const start = doc.y;
    part.draw(root);
    return doc.y - start;
  });
  return { heights, textHeight };
}
