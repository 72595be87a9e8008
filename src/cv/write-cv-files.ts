import fs from "node:fs";
import path from "node:path";
import { type OutputCache, cachedOutput } from "../build/cached-output";
import type { FontChain } from "../text-layout/font-chain";
import type { TextLanguage } from "../text-layout/paragraph-layout";
import { CV_PAGES, type CvLength, sectionRoom } from "./cv-length";
import { CV_PAPERS, RESUME_JSON_PATH, cvPdfPath } from "./cv-paths";
import { cvPdfSectionHeights, cvPdfSources, renderCvPdf } from "./cv-pdf";
import { cvSectionIds } from "./cv-sections";
import type { JsonResume } from "./json-resume";

interface CvFilesOptions {
  publicDir: string;
  /** The fonts the PDF is drawn in (pdf-fonts.ts). */
  chain: FontChain;
  /** The site's language and the phrases in others. */
  language: TextLanguage;
}

/**
 * Writes /resume.json and the CV's PDF on each paper into `publicDir`, and tells how long each PDF is; past CV_PAGES,
 * also how much room each section takes (laid out once more, alone: a CV that fits costs no second layout).
 */
export async function writeCvFiles(resume: JsonResume, { publicDir, chain, language }: CvFilesOptions) {
  fs.writeFileSync(path.join(publicDir, RESUME_JSON_PATH), `${JSON.stringify(resume, null, 2)}\n`);
  return Promise.all(
    CV_PAPERS.map(async (paper): Promise<CvLength & { path: string }> => {
      const file = cvPdfPath(resume.basics.name, paper);
      const { pdf, pages } = await renderCvPdf(resume, { chain, language, paper });
      fs.writeFileSync(path.join(publicDir, file), pdf);
      const length = { path: file, paper: paper.label, pages };
      if (pages <= CV_PAGES) return length;
      const { heights, textHeight } = await cvPdfSectionHeights(resume, { chain, language, paper });
      return { ...length, sections: sectionRoom(cvSectionIds(resume), heights, textHeight) };
    }),
  );
}

/**
 * writeCvFiles, made again only when the JSON Resume, what the PDF takes from the site's language, a font file it is
 * drawn in or the CV's code (`code`: the codeDigest of generatorCode's cvFiles) changes; until then Gatsby's `cache`
 * holds the files (src/build/cached-output.ts).
 */
export async function cachedCvFiles(
  resume: JsonResume,
  { cache, code, ...options }: CvFilesOptions & { cache: OutputCache; code: string },
) {
  const { fonts, language } = await cvPdfSources(resume, { ...options, paper: CV_PAPERS[0]! });
  const inputs = { values: { resume, language }, files: fonts, code };
  return cachedOutput({ cache, name: "cv-files", inputs, publicDir: options.publicDir }, (outDir) =>
    writeCvFiles(resume, { ...options, publicDir: outDir }),
  );
}
