import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { ContentSet, ContentSize, FilePool } from "../../src/content/content-arbitrary";

const ROOT = path.join(__dirname, "../..");

/**
 * The files a generated content set points to: screenshots of every shape and raster type the schema takes (drawn
 * here), icons as SVG and as rasters, and the launch content's own video. Nothing of it is kept in the repository.
 */
export const FILE_POOL: FilePool = {
  image: ["./images/landscape.jpg", "./images/phone.png", "./images/square.webp", "./images/panorama.avif"],
  icon: ["./icons/mark.svg", "./icons/logo.svg", "./icons/logo.png", "./icons/photo.jpg", "./icons/tall.webp"],
  webm: ["./video/hero.webm"],
  mp4: ["./video/hero.mp4"],
};

/** A picture of `width` × `height` with something in it to recognise (bands, a circle, the size written out). */
const picture = (width: number, height: number, hue: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="hsl(${hue} 45% 30%)"/>
  <rect y="${height * 0.1}" width="100%" height="${height * 0.08}" fill="hsl(${hue} 60% 70%)"/>
  <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="hsl(${hue + 60} 70% 60%)"/>
  <text x="50%" y="${height * 0.8}" font-size="${Math.min(width, height) / 10}" text-anchor="middle" fill="#fff">${width}×${height}</text>
</svg>`);

/** How each pooled file is made: drawn, or taken from the launch content. */
const MADE: Record<string, (file: string) => Promise<unknown>> = {
  "./images/landscape.jpg": (file) =>
    sharp(picture(1600, 1000, 220))
      .jpeg()
      .toFile(file),
  "./images/phone.png": (file) =>
    sharp(picture(1170, 2532, 150))
      .png()
      .toFile(file),
  "./images/square.webp": (file) =>
    sharp(picture(1200, 1200, 30))
      .webp()
      .toFile(file),
  "./images/panorama.avif": (file) =>
    sharp(picture(3200, 900, 280))
      .avif({ effort: 0 })
      .toFile(file),
  "./icons/mark.svg": async (file) => fs.promises.copyFile(path.join(ROOT, "content/icons/skills/ai.svg"), file),
  "./icons/logo.svg": async (file) => fs.promises.copyFile(path.join(ROOT, "content/icons/clients/kestrel.svg"), file),
  "./icons/logo.png": (file) =>
    sharp(picture(512, 512, 0))
      .png()
      .toFile(file),
  "./icons/photo.jpg": (file) =>
    sharp(picture(300, 200, 90))
      .jpeg()
      .toFile(file),
  "./icons/tall.webp": (file) =>
    sharp(picture(128, 256, 200))
      .webp()
      .toFile(file),
  "./video/hero.webm": async (file) => fs.promises.copyFile(path.join(ROOT, "content/video/hero.webm"), file),
  "./video/hero.mp4": async (file) => fs.promises.copyFile(path.join(ROOT, "content/video/hero.mp4"), file),
};

/** Writes a content set into `dir` as the owner would keep it: the JSON files and every file they point to. */
export async function writeContentSet(dir: string, set: ContentSet): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const sub of ["images", "icons", "video"]) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  await Promise.all(Object.entries(MADE).map(([file, make]) => make(path.join(dir, file))));
  for (const [name, content] of Object.entries(set))
    fs.writeFileSync(path.join(dir, name), `${JSON.stringify(content, null, 2)}\n`);
}

/**
 * The seed of this commit's generated content: CONTENT_SEED if set, else the commit's own hash, so that every run of a
 * commit makes the same content, and the next commit other content.
 */
export function contentSeed(): number {
  if (process.env.CONTENT_SEED) return Number(process.env.CONTENT_SEED);
  try {
    const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, encoding: "utf8" });
    return Number.parseInt(head.slice(0, 8), 16);
  } catch {
    return 1;
  }
}

/** The edge a commit's generated site stands on: the smallest valid site or the largest, turn about by seed. */
export const edgeFor = (seed: number): ContentSize =>
  (process.env.CONTENT_SIZE as ContentSize | undefined) ?? (seed % 2 === 0 ? "smallest" : "largest");
