import { directionOf } from "../content/language-direction";
import { separatorsAsSpaces } from "../content/language-of-parts";
import type { FontChain } from "../text-layout/font-chain";
import type { TextLanguage } from "../text-layout/paragraph-layout";
import { CvPdfDocument } from "./cv-pdf-document";
import { cvPdfSections } from "./cv-pdf-sections";
import { PdfText } from "./cv-pdf-text";
import { Typesetter } from "./cv-pdf-typesetter";
import type { CvPaper } from "./cv-paths";
import type { CvWords } from "./cv-text";
import type { JsonResume } from "./json-resume";

export interface CvPdfOptions {
  chain: FontChain;
  /** The site's language, which sets the CV's direction, and the phrases in other languages. */
  language: TextLanguage;
  paper: CvPaper;
  /** Its fixed words and dates, in the site's language. */
  words: CvWords;
}

/**
 * The resume or the words with each line or paragraph separator (U+2028, U+2029) a text may hold as a space, as a
 * page shows it: PDFKit would draw it as a glyph of its own, which a reader copies as neither.
 */
const asDrawn = <T>(texts: T): T => JSON.parse(separatorsAsSpaces(JSON.stringify(texts))) as T;

/** The CV's parts on a new document (on a page `tall` points high when given, laid out to measure), not yet drawn. */
function typeset(written: JsonResume, { chain, language, paper, words: writtenWords }: CvPdfOptions, tall?: number) {
  const resume = asDrawn(written);
  const words = asDrawn(writtenWords);
  const doc = new CvPdfDocument(resume, { size: paper.size, words });
  if (tall) {
    const { left, right } = doc.page.margins;
    doc.addPage({ size: [doc.page.width, tall], margins: { top: 0, bottom: 0, left, right } });
  }
  const text = new PdfText(doc, chain, language, directionOf(language.site));
  const typesetter = new Typesetter(doc, text);
  return { doc, text, typesetter, sections: cvPdfSections(typesetter, resume, words) };
}

/** The font files the CV's PDF is drawn from, and what it takes from the site's language: what the PDF is made from. */
export async function cvPdfSources(written: JsonResume, options: CvPdfOptions) {
  const { text } = typeset(written, options);
  return { fonts: await text.prepare(), language: text.languageOf() };
}

/** The CV as a tagged PDF on `paper`: the page's content in one column, with a real text layer and links. */
export async function renderCvPdf(written: JsonResume, options: CvPdfOptions) {
  const { doc, text, typesetter, sections } = typeset(written, options);
  await text.prepare();
  const root = doc.struct("Document");
  doc.addStructure(root);
  for (const { part } of sections) part.draw(root);
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
export async function cvPdfSectionHeights(written: JsonResume, options: CvPdfOptions) {
  const page = new CvPdfDocument(asDrawn(written), { size: options.paper.size, words: options.words }).page;
  const textHeight = page.height - page.margins.top - page.margins.bottom;
  const { doc, text, sections } = typeset(written, options, 100_000);
  await text.prepare();
  const root = doc.struct("Document");
  doc.addStructure(root);
  const heights = sections.map(({ part }) => {
    const start = doc.y;
    part.draw(root);
    return doc.y - start;
  });
  return { heights, textHeight };
}
