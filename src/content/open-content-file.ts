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
  gif: "gif",
};

const AGAIN = "copy or export it again";
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
  if (HTML.test(Buffer.from(bytes.subarray(0, 512)).toString("latin1"))) {
    return 'is a web page (HTML) saved under an image\'s name, not the image itself; save the image (in the browser: right-click it, "Save image as…")';
  }
  try {
    const image = sharp(bytes, { failOn: "warning" });
    const { format } = await image.metadata();
    if (format !== FORMAT_OF[extension]) {
      const actual = EXTENSION_OF[format] ?? format;
      return `is a ${actual.toUpperCase()} image, but its name ends in .${extension}; rename it to .${actual} (and the path here), or export it as .${extension}`;
    }
    // Every pixel, as the build reads them: a file cut short fails only here.
    await image.stats();
  } catch (error) {
    return unreadable((error as Error).message);
  }
  return undefined;
}
