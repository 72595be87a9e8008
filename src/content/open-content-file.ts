import sharp from "sharp";
import { mp4Problem, webmProblem } from "./video-container";

/** sharp's name of the format each extension the content takes must hold. */
const FORMAT_OF: Record<string, string> = {
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "heif",
  svg: "svg",
};
const EXTENSION_OF: Record<string, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  heif: "avif",
  svg: "svg",
};

const AGAIN = "copy or export it again";
const EXPORT = "export it as JPEG, PNG or WebP";

/** The ISO media file's brands (its "ftyp" box): "heic", "avif", "mif1"… */
const brands = (bytes: Uint8Array) => {
  const head = Buffer.from(bytes.subarray(0, 64)).toString("latin1");
  if (head.slice(4, 8) !== "ftyp") return [];
  const size = Math.min(bytes.length, Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0), 64);
  return [head.slice(8, 12), ...(head.slice(16, size).match(/.{4}/gs) ?? [])];
};

/**
 * Formats people save pictures in that the build cannot read (sharp's prebuilt libvips decodes no HEVC, Photoshop or
 * PDF), or that the site does not take, by their first bytes, with what to do instead.
 */
const OTHER_FORMATS: { is: (bytes: Uint8Array, head: string) => boolean; say: (extension: string) => string }[] = [
  {
    is: (bytes) => {
      const brand = brands(bytes);
      return brand.some((b) => /^(heic|heix|hevc|hevx|heim|heis|hevm|hevs)$/.test(b)) && !brand.includes("avif");
    },
    say: (extension) =>
      `is a HEIC photo, the format an iPhone takes pictures in, under a .${extension} name; the build cannot read HEIC: ` +
      'export it as JPEG (on a Mac: open it in Preview, File › Export…, Format "JPEG"; on the iPhone, Settings › ' +
      'Camera › Formats › "Most Compatible" takes JPEG from then on)',
  },
  {
    is: (_, head) => head.startsWith("8BPS"),
    say: () =>
      "is a Photoshop document (PSD), not a picture the build can read; export it as JPEG, PNG or WebP (in Photoshop: " +
      "File › Export › Export As…)",
  },
  {
    is: (_, head) => head.startsWith("%PDF-"),
    say: () =>
      'is a PDF document, not a picture; export the page as PNG or JPEG (on a Mac: open it in Preview, File › Export…, Format "PNG")',
  },
  {
    is: (_, head) => head.startsWith("%!PS"),
    say: () => `is a PostScript (EPS) drawing, not a picture the build can read; ${EXPORT} (or SVG, for an icon)`,
  },
  { is: (_, head) => head.startsWith("GIF8"), say: () => `is a GIF image, a format the site does not take; ${EXPORT}` },
  {
    is: (_, head) => head.startsWith("II*\0") || head.startsWith("MM\0*"),
    say: () => `is a TIFF image, a format the site does not take; ${EXPORT}`,
  },
  {
    is: (bytes, head) =>
      head.startsWith("BM") && bytes.length > 14 && Buffer.from(bytes).readUInt32LE(2) === bytes.length,
    say: () => `is a BMP image, a format the site does not take; ${EXPORT}`,
  },
  {
    is: (_, head) => head.startsWith("\0\0\x01\0"),
    say: () => `is an icon file (ICO), a format the site does not take; ${EXPORT}`,
  },
  {
    is: (_, head) => head.startsWith("\xff\x0a") || head.startsWith("\0\0\0\x0cJXL "),
    say: () => `is a JPEG XL image, which the build cannot read; ${EXPORT}`,
  },
  {
    is: (_, head) => head.startsWith("PK\x03\x04"),
    say: () => `is a ZIP archive (or a document that is one), not a picture; unzip it, or ${EXPORT}`,
  },
];
const HTML = /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype html|html[\s>]|head[\s>])/i;

/** In the owner's words, why sharp could not read an image. */
function unreadable(message: string): string {
  if (/unsupported image format/i.test(message)) return `is not an image the build can open; ${AGAIN}`;
  return `cannot be opened as an image: it is cut short or damaged (${message.replace(/\s+/g, " ").trim()}); ${AGAIN}`;
}

/**
 * What keeps the build from using a file the content points to, or undefined when it opens. Images and icons are
 * decoded whole by sharp, as gatsby-plugin-sharp and src/build/icon-raster.ts decode them (a warning fails, as it fails
 * the build); the videos, which the build copies as they are, are read from their containers.
 */
export async function contentFileProblem(bytes: Uint8Array, relativePath: string): Promise<string | undefined> {
  const extension = /\.([^./]+)$/.exec(relativePath)?.[1]?.toLowerCase() ?? "";
  if (bytes.length === 0) return `is empty (0 bytes); ${AGAIN}`;
  if (extension === "mp4") return mp4Problem(bytes);
  if (extension === "webm") return webmProblem(bytes);
  const head = Buffer.from(bytes.subarray(0, 512)).toString("latin1");
  const other = OTHER_FORMATS.find((format) => format.is(bytes, head));
  if (other) return other.say(extension);
  if (HTML.test(head)) {
    return 'is a web page (HTML) saved under an image\'s name, not the image itself; save the image (in the browser: right-click it, "Save image as…")';
  }
  try {
    const image = sharp(bytes, { failOn: "warning" });
    const { format } = await image.metadata();
    if (format !== FORMAT_OF[extension]) {
      const actual = EXTENSION_OF[format] ?? format;
      const article = /^[aeiou]|^s/.test(actual) ? "an" : "a";
      return `is ${article} ${actual.toUpperCase()} image, but its name ends in .${extension}; rename it to .${actual} (and the path here), or export it as .${extension}`;
    }
    // Every pixel, as the build reads them: a file cut short fails only here.
    await image.stats();
  } catch (error) {
    return unreadable((error as Error).message);
  }
  return undefined;
}
