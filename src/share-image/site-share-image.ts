import fs from "node:fs";
import path from "node:path";
import { SITE_SHARE_IMAGE_PATH } from "../utils/site-share-image-path";
import type { GlyphText } from "./glyph-text";
import { type ProjectShareImage, renderProjectShareImage } from "./project-share-image";

export interface SiteShareImage {
  name: string;
  role: string;
  location: string;
}

/** What the site's share image shows, but its picture: the owner's name, role and place. */
export const siteShareImage = ({ name, role, location }: SiteShareImage): Omit<ProjectShareImage, "screenshot"> => ({
  title: name,
  category: role,
  kind: "Portfolio",
  byline: location,
});

/** Writes the site's own share image, the preview of /, beside the hero's still (`poster`, a file). */
export async function writeSiteShareImage(
  site: SiteShareImage,
  { publicDir, text, poster }: { publicDir: string; text: GlyphText; poster: string },
) {
  const png = await renderProjectShareImage({ ...siteShareImage(site), screenshot: poster }, text);
  const file = path.join(publicDir, SITE_SHARE_IMAGE_PATH);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, png);
  return file;
}
