import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { ContentSet, ContentSize, FilePool } from "../../src/content/content-arbitrary";
import type { FileKind } from "../../src/content/content-schema";

const ROOT = path.join(__dirname, "../..");

/** A picture of `width` × `height` with something in it to recognise (bands, a circle, the size written out). */
const picture = (width: number, height: number, hue: number) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="hsl(${hue} 45% 30%)"/>
  <rect y="${height * 0.1}" width="100%" height="${height * 0.08}" fill="hsl(${hue} 60% 70%)"/>
  <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="hsl(${hue + 60} 70% 60%)"/>
  <text x="50%" y="${height * 0.8}" font-size="${Math.min(width, height) / 10}" text-anchor="middle" fill="#fff">${width}×${height}</text>
</svg>`),
  );
const drawn = (width: number, height: number, hue: number) => (file: string) =>
  picture(width, height, hue).toFile(file);
const written = (svg: string) => (file: string) => fs.promises.writeFile(file, svg);
/** Another owner's screen video, kept here (tests/support/files): a test card, not the launch recording. */
const kept = (name: string) => (file: string) =>
  fs.promises.copyFile(path.join(ROOT, "tests/support/files", name), file);

/** An icon as Lucide, Heroicons, Tabler and Feather ship them: lines in the colour of the text around it. */
const LINE_ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
  <path d="M4.5 16.5c-1.5 1.26-2 5-2 5s3.74-.5 5-2c.71-.84.7-2.13-.09-2.91a2.18 2.18 0 0 0-2.91-.09z"/><path d="m12 15-3-3a22 22 0 0 1 2-3.95A12.88 12.88 0 0 1 22 2c0 2.72-.78 7.5-6 11a22.35 22.35 0 0 1-4 2z"/>
</svg>`;

/**
 * The files a generated content set points to, by kind, and how each is made: screenshots of every shape and raster
 * type the schema takes, raster and SVG icons, drawn here (sharp writes the format the name gives); another owner's
 * video, kept here. Nothing is taken from content/, which the owner may change at will. Most are named as macOS,
 * Windows and phones name files, which the pages must link to URL-encoded, once: spaces, the narrow no-break space
 * macOS puts before "AM", brackets, an apostrophe, "#", "%", "&", other scripts, an accent written as macOS writes it
 * (decomposed), an upper-case extension.
 */
const FILES: Record<FileKind, Record<string, (file: string) => Promise<unknown>>> = {
  image: {
    "./images/landscape.jpg": drawn(1600, 1000, 220),
    "./images/IMG_0042.PNG": drawn(1170, 2532, 150),
    "./images/Marktplatz U\u0308bersicht (final).webp": drawn(1200, 1200, 30),
    "./images/Café's 100% #1 & more.avif": (file) => picture(3200, 900, 280).avif({ effort: 0 }).toFile(file),
    // A phone's photo as cameras store it: sideways, with the EXIF orientation that turns it upright.
    "./images/写真 2026-03-01 10.15.32.jpg": async (file) =>
      sharp(await picture(1600, 1000, 330).jpeg().toBuffer())
        .rotate(270)
        .withMetadata({ orientation: 6 })
        .toFile(file),
    "./images/Screenshot 2026-03-01 at 10.15.32\u202fAM.png": drawn(1440, 900, 100),
  },
  icon: {
    "./icons/mark.svg": written(`<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">
  <rect x="3" y="3" width="42" height="42" rx="12" fill="#1d1d2e" stroke="#a78bfa"/><path d="M14 34 24 12l10 22z" fill="#a78bfa"/>
</svg>`),
    // A logo with a word in it, which the browser must draw itself in the visitor's fonts.
    "./icons/Northwind logo (dark).svg":
      written(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">
  <circle cx="22" cy="24" r="12" fill="#c9c9d6"/><text x="44" y="30" fill="#c9c9d6" font-family="system-ui, sans-serif" font-size="18" font-weight="700">Northwind</text>
</svg>`),
    "./icons/логотип.png": drawn(512, 512, 0),
    "./icons/O'Brien & Co #2.jpg": drawn(300, 200, 90),
    "./icons/100% tall.webp": drawn(128, 256, 200),
    "./icons/rocket (lucide).svg": written(LINE_ICON),
  },
  webm: { "./video/Screen Recording 2026-03-01 at 10.15.32\u202fAM.webm": kept("other-owner.webm") },
  mp4: { "./video/hero.mp4": kept("other-owner.mp4") },
};

export const FILE_POOL: FilePool = {
  image: Object.keys(FILES.image),
  icon: Object.keys(FILES.icon),
  webm: Object.keys(FILES.webm),
  mp4: Object.keys(FILES.mp4),
};

/**
 * Writes a content set into `dir` as the owner would keep it: the JSON files and every file they point to, and each
 * translation's words in translations/<language>/.
 */
export async function writeContentSet(
  dir: string,
  set: ContentSet,
  translations: Record<string, Partial<ContentSet>> = {},
): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const sub of ["images", "icons", "video"]) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const made = Object.values(FILES).flatMap((files) => Object.entries(files));
  await Promise.all(made.map(([file, make]) => make(path.join(dir, file))));
  const write = (folder: string, files: Partial<ContentSet>) => {
    fs.mkdirSync(folder, { recursive: true });
    for (const [name, content] of Object.entries(files))
      fs.writeFileSync(path.join(folder, name), `${JSON.stringify(content, null, 2)}\n`);
  };
  write(dir, set);
  for (const [language, files] of Object.entries(translations)) write(path.join(dir, "translations", language), files);
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

/**
 * The set a commit's generated site is built from: the largest valid site, where every optional field is filled and
 * every list full, so that each goes through the build and the browser tests on every commit (CONTENT_SIZE makes
 * another). The smallest sets are rendered by the any-content property.
 */
export const edgeFor = (): ContentSize => (process.env.CONTENT_SIZE as ContentSize | undefined) ?? "largest";

/**
 * How many languages the generated site adds to its first: CONTENT_LANGUAGES, else one, so that every commit builds and
 * tests a site in two languages, one of them written right to left (each further one is built, and paid for, again).
 */
export const addedLanguages = () => Number(process.env.CONTENT_LANGUAGES ?? 1);
