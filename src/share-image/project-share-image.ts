import sharp from "sharp";
import { type GlyphFont, loadGlyphFont, wrapWords } from "./glyph-text";

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export interface ShareImageFonts {
  bold: GlyphFont;
  regular: GlyphFont;
}

export interface ProjectShareImage {
  title: string;
  category: string;
  /** "#01"; none on the CV's. */
  index?: string;
  /** What the page is, above the byline ("Case study"). */
  kind: string;
  /** The owner's name and role, at the foot ("Hamza Qureshi · Full-Stack Developer"). */
  byline: string;
  /** The picture in the frame on the right: a file or the bytes of an image, which sharp reads. */
  screenshot: string | Buffer;
}

/** Inter at the weights the share image uses. */
export async function loadShareImageFonts(woff2File: string): Promise<ShareImageFonts> {
  const [bold, regular] = await Promise.all([loadGlyphFont(woff2File, 800), loadGlyphFont(woff2File, 400)]);
  return { bold, regular };
}

const { width: W, height: H } = SHARE_IMAGE;
// The screenshot's frame, on the right, running off the right and bottom edges.
const SHOT = { x: 640, y: 150, width: 640, radius: 20 };

/** The background, the texts and the screenshot's frame, in the site's colours (src/styles/global.css). */
function overlay(project: ProjectShareImage, { bold, regular }: ShareImageFonts, shotHeight: number): string {
  const titleSize = 60;
  const lines = wrapWords(project.title, (line) => bold.measure(line, titleSize), 520, 3);
  const titleTop = 250 - ((lines.length - 1) * titleSize * 1.12) / 2;
  const pillWidth = regular.measure(project.category, 22) + 40;
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
  <rect x="72" y="72" width="${pillWidth}" height="44" rx="22" fill="#8b8ff9" fill-opacity=".12" stroke="#8b8ff9" stroke-opacity=".45" stroke-width="1.5"/>
  ${regular.draw(project.category, 92, 102, 22, "#c7c9fd")}
  ${project.index ? bold.draw(project.index, 72 + pillWidth + 20, 103, 24, "#a9a9bf") : ""}
  ${lines.map((line, i) => bold.draw(line, 72, titleTop + titleSize + i * titleSize * 1.12, titleSize, "#ececf3")).join("\n  ")}
  <rect x="72" y="480" width="120" height="5" rx="2.5" fill="url(#accent)"/>
  ${regular.draw(project.kind, 72, 534, 24, "#a9a9bf")}
  ${regular.draw(project.byline, 72, 570, 24, "#ececf3")}
</svg>`;
}

/** A 1200×630 PNG for Open Graph and Twitter cards: the page's title, category and a picture (a project's screenshot). */
export async function renderProjectShareImage(project: ProjectShareImage, fonts: ShareImageFonts): Promise<Buffer> {
  const resized = await sharp(project.screenshot).resize({ width: SHOT.width }).toBuffer({ resolveWithObject: true });
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
    sharp(Buffer.from(overlay(project, fonts, shotHeight)))
      .composite([{ input: rounded, left: SHOT.x, top: SHOT.y }])
      // A palette of colours keeps it about a third of the size (under 100 KB), which link previews fetch faster.
      .png({ palette: true, quality: 90, compressionLevel: 9 })
      .toBuffer()
  );
}
