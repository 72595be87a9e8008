import fs from "node:fs";
import path from "node:path";
import { Font, renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import { CvPdf } from "./cv-pdf";
import type { JsonResume } from "./json-resume";
import { RESUME_JSON_PATH } from "./cv-paths";
import { CV_PDF_FONT, pdfFontFile } from "./pdf-fonts";

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
  return renderToBuffer(createElement(CvPdf, { resume }) as Parameters<typeof renderToBuffer>[0]);
}

interface CvFilesOptions {
  publicDir: string;
  /** Where the PDF is published (cv-paths.ts's cvPdfPath). */
  pdfPath: string;
  fontsDir: string;
}

/** Writes /resume.json and the CV's PDF into `publicDir`. */
export async function writeCvFiles(resume: JsonResume, { publicDir, pdfPath, fontsDir }: CvFilesOptions) {
  fs.writeFileSync(path.join(publicDir, RESUME_JSON_PATH), `${JSON.stringify(resume, null, 2)}\n`);
  fs.writeFileSync(path.join(publicDir, pdfPath), await renderCvPdf(resume, fontsDir));
}
