import fs from "node:fs";
import path from "node:path";
import { urlPath } from "../utils/url-path";

/**
 * A content file's name as the site publishes it: its letters and digits in any script, ".", "_" and "-", each run of
 * anything else (spaces, brackets, "#", "%", "&", "'") one "-", an accented letter in one Unicode form.
 *
 * Why: servers disagree on an encoded reserved character in a path. Netlify's local server (`netlify dev`, which the
 * browser tests run) answers 404 for "%26" where the file's name has "&", and a screenshot named "Tom & Jerry.png"
 * vanished. Published under such a name, every file's URL is its name, encoded once, on any server.
 */
export const publishedName = (name: string) =>
  name
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}._-]+/gu, "-")
    .replace(/^[-.]+|[-.]+$/g, "") || "file";

/** A content file as Gatsby's File node has it. */
export interface ContentFile {
  absolutePath: string;
  /** Its name without the extension. */
  name: string;
  /** Its extension with the dot: ".png". */
  ext: string;
  internal: { contentDigest: string };
}

/**
 * Publishes a content file as it is, under public/static/<its digest>/ and its published name, and gives the URL it is
 * served at (where gatsby-source-filesystem's publicURL would keep the file's own name).
 */
export function publishFile(file: ContentFile, publicDir: string): string {
  const where = `static/${file.internal.contentDigest}/${publishedName(file.name)}${file.ext}`;
  const target = path.join(publicDir, where);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file.absolutePath, target);
  }
  return urlPath(`/${where}`);
}
