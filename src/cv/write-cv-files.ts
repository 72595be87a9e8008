import fs from "node:fs";
import path from "node:path";
import { Font, renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import { CV_PAGES, type CvLength, pdfPageSizes, sectionRoom } from "./cv-length";
import { CvPdf, CvPdfSectionsApart } from "./cv-pdf";
import { PDF_PAGE_PADDING } from "./cv-pdf-styles";
import { cvSectionIds } from "./cv-sections";
import type { JsonResume } from "./json-resume";
import { RESUME_JSON_PATH } from "./cv-paths";
import { CV_PDF_FONT, pdfFontFile } from "./pdf-fonts";

type PdfElement = Parameters<typeof renderToBuffer>[0];

/** Registers the PDF's font, from `fontsDir` (@fontsource/inter's files/). */
function registerFonts(fontsDir: string) {
  Font.register({
    family: CV_PDF_FONT.family,
    fonts: CV_PDF_FONT.weights.map((fontWeight) => ({
      src: pdfFontFile(fontsDir, fontWeight),
      fontWeight,
    })),
  });
  // Words are never broken across lines: a hyphenated keyword is one an ATS does not find.
  Font.registerHyphenationCallback((word) => [word]);
}

/** The CV as a PDF file's bytes. */
export async function renderCvPdf(resume: JsonResume, fontsDir: string): Promise<Buffer> {
  registerFonts(fontsDir);
  return renderToBuffer(createElement(CvPdf, { resume }) as PdfElement);
}

/**
 * The PDF's pages; past CV_PAGES, also how much room each section takes, laid out once more each on its own page
 * (only then: a CV that fits costs no second layout).
 */
export async function measureCvPdf(resume: JsonResume, pdf: Uint8Array): Promise<CvLength> {
  const pages = pdfPageSizes(pdf);
  if (pages.length <= CV_PAGES) return { pages: pages.length };
  const apart = await renderToBuffer(
    createElement(CvPdfSectionsApart, { resume, width: pages[0].width }) as PdfElement,
  );
  const textHeight = pages[0].height - 2 * PDF_PAGE_PADDING.vertical;
  return { pages: pages.length, sections: sectionRoom(cvSectionIds(resume), pdfPageSizes(apart), textHeight) };
}

interface CvFilesOptions {
  publicDir: string;
  /** Where the PDF is published (cv-paths.ts's cvPdfPath). */
  pdfPath: string;
  fontsDir: string;
}

/** Writes /resume.json and the CV's PDF into `publicDir`, and tells how long the PDF is. */
export async function writeCvFiles(
  resume: JsonResume,
  { publicDir, pdfPath, fontsDir }: CvFilesOptions,
): Promise<CvLength> {
  fs.writeFileSync(path.join(publicDir, RESUME_JSON_PATH), `${JSON.stringify(resume, null, 2)}\n`);
  const pdf = await renderCvPdf(resume, fontsDir);
  fs.writeFileSync(path.join(publicDir, pdfPath), pdf);
  return measureCvPdf(resume, pdf);
}
