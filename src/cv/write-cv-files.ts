import fs from "node:fs";
import path from "node:path";
import { type OutputCache, cachedOutput } from "../build/cached-output";
import { CV_PAGES, type CvLength, sectionRoom } from "./cv-length";
import { CV_PAPERS, RESUME_JSON_PATH, cvPdfPath } from "./cv-paths";
import { cvPdfSectionHeights, renderCvPdf } from "./cv-pdf";
import { cvSectionIds } from "./cv-sections";
import type { CvWords } from "./cv-text";
import type { JsonResume } from "./json-resume";
import { CV_PDF_FONT, loadPdfFonts, pdfFontFile } from "./pdf-fonts";

interface CvFilesOptions {
  publicDir: string;
  /** The PDF's fixed words and dates, in the site's language. */
  words: CvWords;
  /** @fontsource/inter's files/. */
  fontsDir: string;
}

/**
 * Writes /resume.json and the CV's PDF on each paper into `publicDir`, and tells how long each PDF is; past CV_PAGES,
 * also how much room each section takes (laid out once more, alone: a CV that fits costs no second layout).
 */
export async function writeCvFiles(resume: JsonResume, { publicDir, fontsDir, words }: CvFilesOptions) {
  fs.writeFileSync(path.join(publicDir, RESUME_JSON_PATH), `${JSON.stringify(resume, null, 2)}\n`);
  const fonts = await loadPdfFonts(fontsDir);
  return Promise.all(
    CV_PAPERS.map(async (paper): Promise<CvLength & { path: string }> => {
      const file = cvPdfPath(resume.basics.name, paper);
      const { pdf, pages } = await renderCvPdf(resume, { fonts, paper, words });
      fs.writeFileSync(path.join(publicDir, file), pdf);
      const length = { path: file, paper: paper.label, pages };
      if (pages <= CV_PAGES) return length;
      const { heights, textHeight } = cvPdfSectionHeights(resume, { fonts, paper, words });
      return { ...length, sections: sectionRoom(cvSectionIds(resume), heights, textHeight) };
    }),
  );
}

/**
 * writeCvFiles, made again only when the JSON Resume, its words, a PDF font or the CV's code (`code`: the codeDigest
 * of generatorCode's cvFiles) changes; until then Gatsby's `cache` holds the files (src/build/cached-output.ts).
 */
export function cachedCvFiles(
  resume: JsonResume,
  { cache, code, ...options }: CvFilesOptions & { cache: OutputCache; code: string },
) {
  const fonts = CV_PDF_FONT.weights.map((weight) => pdfFontFile(options.fontsDir, weight, "woff2"));
  const inputs = { values: { resume, words: options.words }, files: fonts, code };
  return cachedOutput({ cache, name: "cv-files", inputs, publicDir: options.publicDir }, (outDir) =>
    writeCvFiles(resume, { ...options, publicDir: outDir }),
  );
}
