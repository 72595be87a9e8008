import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { CV_SHARE_IMAGE_PATH } from "../cv/cv-paths";
import { type CvWords, jobTitle, periodText } from "../cv/cv-text";
import type { JsonResume } from "../cv/json-resume";
import { fitText } from "./fit-text";
import { type GlyphText, SHARE_IMAGE_WEIGHTS, type ShareImageWeight } from "./glyph-text";
import { renderProjectShareImage, shareImageTexts } from "./project-share-image";

const SHEET = { width: 640, height: 520 };
const TEXT = { x: 40, width: SHEET.width - 80 };
const { regular: REGULAR, bold: BOLD } = SHARE_IMAGE_WEIGHTS;

/** What the CV's share image shows, and nothing else: what it is drawn again for. */
export interface CvShareImage {
  name: string;
  label: string;
  /** The first three jobs: "Position, Company" and their dates. */
  jobs: { title: string; period: string }[];
  /** The sheet's one heading and the image's words ("Experience", "CV", "Curriculum vitae"). */
  words: { experience: string; category: string; kind: string };
}

/** What the CV's share image shows of `resume`, its fixed words and dates in the site's language (`words`). */
export const cvShareImage = ({ basics, work }: JsonResume, words: CvWords): CvShareImage => ({
  name: basics.name,
  label: basics.label,
  jobs: work.slice(0, 3).map((job) => ({
    title: jobTitle(job, words),
    period: periodText(job.startDate, job.endDate, words),
  })),
  words: { experience: words.experience, category: words.cv, kind: words.curriculumVitae },
});

const frame = (cv: CvShareImage) => ({
  title: cv.name,
  category: cv.words.category,
  kind: cv.words.kind,
  byline: cv.label,
});

/** The texts the image draws: what its fonts are read for. */
export const cvShareImageTexts = (cv: CvShareImage) => [
  ...shareImageTexts(frame(cv)),
  cv.words.experience,
  ...cv.jobs.flatMap((job) => [job.title, job.period]),
];

/** A line of the sheet, set smaller where it is too long for the sheet's width, as a page would break it. */
const line = (text: GlyphText, weight: ShareImageWeight, t: string, y: number, size: number, fill: string) => {
  const fitted = fitText(t, (s, at, breakWords) => text.lines(s, weight, at, TEXT.width, breakWords), {
    width: TEXT.width,
    sizes: [size, size * 0.85, size * 0.7, size * 0.6],
    maxLines: () => 1,
  });
  return text.draw(fitted.lines[0]!, TEXT.x, y, fitted.size, fill, TEXT.width);
};

/** The CV's first lines, drawn as a white sheet of paper: the picture in the share image's frame. */
function sheet(cv: CvShareImage, text: GlyphText): string {
  const jobs = cv.jobs.flatMap((job, i) => {
    const top = 218 + i * 92;
    return [
      line(text, BOLD, job.title, top, 21, "#111118"),
      text.drawText(job.period, REGULAR, TEXT.x, top + 30, 18, "#4a4a5a", TEXT.width),
    ];
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHEET.width}" height="${SHEET.height}">
  <rect width="${SHEET.width}" height="${SHEET.height}" fill="#ffffff"/>
  ${line(text, BOLD, cv.name, 78, 40, "#111118")}
  ${line(text, BOLD, cv.label, 116, 22, "#3730a3")}
  ${text.drawText(cv.words.experience, BOLD, TEXT.x, 176, 22, "#111118", TEXT.width)}
  <rect x="40" y="188" width="${SHEET.width - 40}" height="2" fill="#c7c7d1"/>
  ${jobs.join("\n  ")}
</svg>`;
}

/** Writes the CV page's share image: the owner's name beside the top of the CV, drawn like the case studies'. */
export async function writeCvShareImage(cv: CvShareImage, { publicDir, text }: { publicDir: string; text: GlyphText }) {
  const picture = await sharp(Buffer.from(sheet(cv, text)))
    .png()
    .toBuffer();
  const png = await renderProjectShareImage({ ...frame(cv), screenshot: picture }, text);
  const file = path.join(publicDir, CV_SHARE_IMAGE_PATH);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, png);
  return file;
}
