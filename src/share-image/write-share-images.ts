import fs from "node:fs";
import path from "node:path";
import { type OutputCache, cachedOutput } from "../build/cached-output";
import { cardIndex } from "../utils/format";
import { shareImagePath } from "../utils/case-study-path";
import type { GlyphText } from "./glyph-text";
import { renderProjectShareImage, shareImageTexts } from "./project-share-image";

export interface ShareImageProject {
  slug: string;
  title: string;
  category: string;
  /** The screenshot's path on disk. */
  screenshot: string;
}

export interface ShareImageOptions {
  publicDir: string;
  text: GlyphText;
  /** Gatsby's cache, which keeps each image drawn until what it is drawn from changes (src/build/cached-output.ts). */
  cache: OutputCache;
  /** The drawing code's codeDigest, for each image's key (generatorCode's shareImages). */
  code: string;
}

/**
 * A share image called `name`, drawn by `make` into the folder it is given only when what it shows has changed: the
 * `values` it draws (their `texts`), their language, its picture (`files`), the font files it draws them in, or the
 * code (cachedOutput).
 */
export async function cachedShareImage<T>(
  { publicDir, text, cache, code }: ShareImageOptions,
  name: string,
  shown: { values: unknown; texts: string[]; files?: string[] },
  make: (outDir: string) => Promise<T>,
) {
  const fonts = await text.prepare(shown.texts);
  const values = { shown: shown.values, language: text.languageOf(shown.texts) };
  const inputs = { values, files: [...(shown.files ?? []), ...fonts], code };
  return cachedOutput({ cache, name, inputs, publicDir }, make);
}

/**
 * Writes every case study's share image into `publicDir`, in the order of /projects, drawing only those whose inputs
 * changed: the texts it shows (title, category, place in the list, byline), their language, the screenshot and the
 * font files it is drawn in. Returns the files written and how many were drawn.
 */
export async function writeShareImages(
  projects: readonly ShareImageProject[],
  { byline, ...options }: ShareImageOptions & { byline: string },
): Promise<{ files: string[]; drawn: number }> {
  const outputs = await Promise.all(
    projects.map(({ slug, title, category, screenshot }, position) => {
      const values = { title, category, index: cardIndex(position), kind: "Case study", byline };
      const shown = { values, texts: shareImageTexts(values), files: [screenshot] };
      return cachedShareImage(options, `share-image:${slug}`, shown, async (outDir) => {
        const file = path.join(outDir, shareImagePath(slug));
        const png = await renderProjectShareImage({ ...values, screenshot }, options.text);
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.writeFile(file, png);
      });
    }),
  );
  return { files: outputs.flatMap((output) => output.files), drawn: outputs.filter((output) => output.made).length };
}
