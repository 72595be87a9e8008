import sharp from "sharp";
import { type FittedText, fitText } from "./fit-text";
import { type GlyphText, SHARE_IMAGE_WEIGHTS, type ShareImageWeight } from "./glyph-text";

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export interface ProjectShareImage {
  title: string;
  category: string;
  /** "#01"; none on the CV's. */
  index?: string;
  /** What the page is, above the byline ("Case study"). */
  kind: string;
  /** Who made it, at the foot: the owner's name and role. */
  byline: string;
  /** The picture in the frame on the right: a file or the bytes of an image, which sharp reads. */
  screenshot: string | Buffer;
}

/** The texts a share image draws: what its fonts are read for. */
export const shareImageTexts = ({ title, category, index, kind, byline }: Omit<ProjectShareImage, "screenshot">) =>
  [title, category, index ?? "", kind, byline].filter(Boolean);

const { regular: REGULAR, bold: BOLD } = SHARE_IMAGE_WEIGHTS;
const { width: W, height: H } = SHARE_IMAGE;
// The screenshot's frame, on the right, running off the right and bottom edges.
const SHOT = { x: 640, y: 150, width: 640, radius: 20 };
/** The texts' column, on the left, clear of the frame. */
const COLUMN = { x: 72, width: 520 };
const PILL = { top: 72, padding: 20 };
/** The title's lines lie between the category's pill and the accent bar above the byline. */
const TITLE_BOTTOM = 465;
const ACCENT_TOP = 480;

/** Lines `lineHeight` apart, the first baseline at `top`, in a box `box` wide from `x`: one SVG group per line. */
const drawLines = (
  text: GlyphText,
  { size, lines }: FittedText,
  at: { x: number; top: number; lineHeight: number; box: number },
  fill: string,
) => lines.map((line, i) => text.draw(line, at.x, at.top + i * at.lineHeight, size, fill, at.box)).join("\n  ");

/** `weight`'s lines of a text, no wider than `width` (see fitText). */
const typeset =
  (text: GlyphText, weight: ShareImageWeight, width: number) => (t: string, size: number, breakWords: boolean) =>
    text.lines(t, weight, size, width, breakWords);

/**
 * Where each text goes: every one of them whole within the column, on as many lines as it needs, set smaller when
 * it would not fit, so that no word runs under the screenshot.
 */
export function shareImageLayout(project: ProjectShareImage, text: GlyphText) {
  const indexWidth = project.index ? text.measure(project.index, BOLD, 24) + 20 : 0;
  const categoryWidth = COLUMN.width - indexWidth - 2 * PILL.padding;
  const category = fitText(project.category, typeset(text, REGULAR, categoryWidth), {
    width: categoryWidth,
    sizes: [22, 20, 18, 16],
    maxLines: () => 2,
  });
  const categoryLine = category.size * 1.3;
  const pillHeight = category.lines.length * categoryLine + 15;
  const titleTop = PILL.top + pillHeight + 16;
  const titleRoom = TITLE_BOTTOM - titleTop;
  // From the tallest accent above a line to the lowest descender below it, in ems of the size.
  const [ascent, descent, leading] = [0.95, 0.24, 1.12];
  const title = fitText(project.title, typeset(text, BOLD, COLUMN.width), {
    width: COLUMN.width,
    sizes: [60, 54, 48, 42, 36, 32],
    maxLines: (size) => Math.floor((titleRoom - (ascent + descent) * size) / (leading * size)) + 1,
  });
  const titleHeight = (title.lines.length - 1) * leading * title.size + (ascent + descent) * title.size;
  const byline = fitText(project.byline, typeset(text, REGULAR, COLUMN.width), {
    width: COLUMN.width,
    sizes: [24, 22, 20, 18, 16],
    maxLines: (size) => (size <= 18 ? 2 : 1),
  });
  return {
    category,
    categoryLine,
    pillHeight,
    pillWidth: Math.max(...category.lines.map((line) => line.width)) + 2 * PILL.padding,
    title,
    titleLine: leading * title.size,
    titleBaseline: titleTop + (titleRoom - titleHeight) / 2 + ascent * title.size,
    byline,
    indexWidth,
    column: COLUMN,
  };
}

/**
 * The background, the texts and the screenshot's frame, in the site's colours (src/styles/global.css). The texts keep
 * to the column's start side: its right for a right-to-left language.
 */
function overlay(project: ProjectShareImage, text: GlyphText, shotHeight: number): string {
  const at = shareImageLayout(project, text);
  const categoryBaseline =
    PILL.top + (at.pillHeight - at.category.lines.length * at.categoryLine) / 2 + 0.98 * at.category.size;
  const rtl = text.direction === "rtl";
  /** Where a box `width` wide starts on the column's start side, `from` px in from it. */
  const start = (width: number, from = 0) => (rtl ? COLUMN.x + COLUMN.width - from - width : COLUMN.x + from);
  const pillX = start(at.pillWidth);
  const column = { x: COLUMN.x, box: COLUMN.width };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <radialGradient id="glow-a" cx=".1" cy=".05" r=".7"><stop offset="0" stop-color="#6366f1" stop-opacity=".5"/><stop offset="1" stop-color="#6366f1" stop-opacity="0"/></radialGradient>
    <radialGradient id="glow-b" cx=".95" cy=".95" r=".6"><stop offset="0" stop-color="#22d3ee" stop-opacity=".28"/><stop offset="1" stop-color="#22d3ee" stop-opacity="0"/></radialGradient>
    <linearGradient id="accent" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a5b4fc"/><stop offset=".5" stop-color="#d8b4fe"/><stop offset="1" stop-color="#67e8f9"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="#07070d"/>
  <rect width="${W}" height="${H}" fill="url(#glow-a)"/>
  <rect width="${W}" height="${H}" fill="url(#glow-b)"/>
  <rect x="${SHOT.x - 1}" y="${SHOT.y - 1}" width="${SHOT.width + 2}" height="${shotHeight + 2}" rx="${SHOT.radius}" fill="#14141f" stroke="#2a2a3d" stroke-width="2"/>
  <rect x="${pillX}" y="${PILL.top}" width="${at.pillWidth}" height="${at.pillHeight}" rx="22" fill="#8b8ff9" fill-opacity=".12" stroke="#8b8ff9" stroke-opacity=".45" stroke-width="1.5"/>
  <g transform="translate(${PILL.padding} 0)">${drawLines(text, at.category, { x: pillX, top: categoryBaseline, lineHeight: at.categoryLine, box: at.pillWidth - 2 * PILL.padding }, "#c7c9fd")}</g>
  ${project.index ? text.drawText(project.index, BOLD, start(at.indexWidth - 20, at.pillWidth + 20), PILL.top + 31, 24, "#a9a9bf") : ""}
  ${drawLines(text, at.title, { ...column, top: at.titleBaseline, lineHeight: at.titleLine }, "#ececf3")}
  <rect x="${start(120)}" y="${ACCENT_TOP}" width="120" height="5" rx="2.5" fill="url(#accent)"/>
  ${text.drawText(project.kind, REGULAR, COLUMN.x, 534, 24, "#a9a9bf", COLUMN.width)}
  ${drawLines(text, at.byline, { ...column, top: 570, lineHeight: at.byline.size * 1.25 }, "#ececf3")}
</svg>`;
}

/** A 1200×630 PNG for Open Graph and Twitter cards: the page's title, category and a picture (a project's screenshot). */
export async function renderProjectShareImage(project: ProjectShareImage, text: GlyphText): Promise<Buffer> {
  // Upright as its EXIF orientation says, as browsers show it on the page (a phone's photo is often stored sideways).
  const resized = await sharp(project.screenshot)
    .rotate()
    .resize({ width: SHOT.width })
    .toBuffer({ resolveWithObject: true });
  // The frame runs off the bottom edge; its lower corners are never seen.
  const shotHeight = Math.min(resized.info.height, H - SHOT.y + SHOT.radius);
  const corners = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHOT.width}" height="${shotHeight}"><rect width="${SHOT.width}" height="${shotHeight}" rx="${SHOT.radius}"/></svg>`,
  );
  const rounded = await sharp(resized.data)
    .extract({ left: 0, top: 0, width: SHOT.width, height: shotHeight })
    .composite([{ input: corners, blend: "dest-in" }])
    .png()
    .toBuffer();
  return (
    sharp(Buffer.from(overlay(project, text, shotHeight)))
      .composite([{ input: rounded, left: SHOT.x, top: SHOT.y }])
      // A palette of colours keeps it small, which link previews fetch faster.
      .png({ palette: true, quality: 90, compressionLevel: 9, dither: 0 })
      .toBuffer()
  );
}
