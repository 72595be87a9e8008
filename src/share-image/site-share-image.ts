import fs from "node:fs";
import path from "node:path";
import { SITE_SHARE_IMAGE_PATH } from "../utils/site-share-image-path";
import { type ShareImageFonts, renderProjectShareImage } from "./project-share-image";

export interface SiteShareImage {
  name: string;
  role: string;
  location: string;
  /** The hero video's poster on disk: the picture in the frame. */
  poster: string;
  /** What the page is, above the byline ("Portfolio"), in the site's language. */
  kind: string;
}

/** Writes the site's own share image, the preview of /: the owner's name, role and place beside the hero's still. */
export async function writeSiteShareImage(
  { name, role, location, poster, kind }: SiteShareImage,
  { publicDir, fonts }: { publicDir: string; fonts: ShareImageFonts },
) {
  const png = await renderProjectShareImage(
    { title: name, category: role, kind, byline: location, screenshot: poster },
    fonts,
  );
  const file = path.join(publicDir, SITE_SHARE_IMAGE_PATH);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, png);
  return file;
}
