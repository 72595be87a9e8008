import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { CV_SHARE_IMAGE_PATH } from "../cv/cv-paths";
import { type CvWords, periodText } from "../cv/cv-text";
import type { JsonResume } from "../cv/json-resume";
import { fitText } from "./fit-text";
import type { GlyphFont } from "./glyph-text";
import { type ShareImageFonts, renderProjectShareImage } from "./project-share-image";

const SHEET = { width: 640, height: 520 };

/** A line of the sheet, set smaller where it is too long for the sheet's width, as a page would break it. */
const line = (font: GlyphFont, text: string, y: number, size: number, fill: string) => {
  const fitted = fitText(text, font.measure, {
    width: SHEET.width - 80,
    sizes: [size, size * 0.85, size * 0.7, size * 0.6],
    maxLines: () => 1,
  });
  return font.draw(fitted.lines[0]!, 40, y, fitted.size, fill);
};

/** The CV's first lines, drawn as a white sheet of paper: the picture in the share image's frame. */
function sheet({ basics, work }: JsonResume, words: CvWords, { bold, regular }: ShareImageFonts): string {
  const jobs = work.slice(0, 3).flatMap((job, i) => {
    const top = 218 + i * 92;
    return [
      line(bold, `${job.position}, ${job.name}`, top, 21, "#111118"),
      regular.draw(periodText(job.startDate, job.endDate, words), 40, top + 30, 18, "#4a4a5a"),
    ];
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHEET.width}" height="${SHEET.height}">
  <rect width="${SHEET.width}" height="${SHEET.height}" fill="#ffffff"/>
  ${line(bold, basics.name, 78, 40, "#111118")}
  ${line(bold, basics.label, 116, 22, "#3730a3")}
  ${bold.draw(words.experience, 40, 176, 22, "#111118")}
  <rect x="40" y="188" width="${SHEET.width - 40}" height="2" fill="#c7c7d1"/>
  ${jobs.join("\n  ")}
</svg>`;
}

/**
 * Writes the CV page's share image: the owner's name beside the top of the CV, drawn like the case studies', its fixed
 * words and dates in the site's language.
 */
export async function writeCvShareImage(
  resume: JsonResume,
  { publicDir, fonts, words }: { publicDir: string; fonts: ShareImageFonts; words: CvWords },
) {
  const picture = await sharp(Buffer.from(sheet(resume, words, fonts)))
    .png()
    .toBuffer();
  const png = await renderProjectShareImage(
    {
      title: resume.basics.name,
      category: words.cv,
      kind: words.curriculumVitae,
      byline: resume.basics.label,
      screenshot: picture,
    },
    fonts,
  );
  const file = path.join(publicDir, CV_SHARE_IMAGE_PATH);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, png);
  return file;
}
