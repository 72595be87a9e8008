import fs from "node:fs";
import path from "node:path";
import { type OutputCache, cachedOutput } from "../build/cached-output";
import { cardIndex } from "../utils/format";
import { shareImagePath } from "../utils/case-study-path";
import { type ShareImageFonts, renderProjectShareImage } from "./project-share-image";

export interface ShareImageProject {
  slug: string;
  title: string;
  category: string;
  /** The screenshot's path on disk. */
  screenshot: string;
}

interface ShareImagesOptions {
  publicDir: string;
  fonts: ShareImageFonts;
  byline: string;
  /** What each page is, above the byline ("Case study"), in the site's language. */
  kind: string;
  /** Gatsby's cache, which keeps each image drawn until what it is drawn from changes (src/build/cached-output.ts). */
  cache: OutputCache;
  /** The drawing code's codeDigest, for each image's key (generatorCode's shareImages). */
  code: string;
}

/**
 * Writes every case study's share image into `publicDir`, in the order of /projects, drawing only those whose inputs
 * changed; returns the files written and how many were drawn.
 */
export async function writeShareImages(
  projects: readonly ShareImageProject[],
  { publicDir, fonts, byline, kind, cache, code }: ShareImagesOptions,
): Promise<{ files: string[]; drawn: number }> {
  const outputs = await Promise.all(
    projects.map((project, position) => {
      const { screenshot, ...values } = { ...project, index: cardIndex(position), kind, byline };
      const inputs = { values, files: [screenshot], code };
      return cachedOutput({ cache, name: `share-image:${project.slug}`, inputs, publicDir }, async (outDir) => {
        const file = path.join(outDir, shareImagePath(project.slug));
        const png = await renderProjectShareImage({ ...values, screenshot }, fonts);
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.writeFile(file, png);
      });
    }),
  );
  return { files: outputs.flatMap((output) => output.files), drawn: outputs.filter((output) => output.made).length };
}
