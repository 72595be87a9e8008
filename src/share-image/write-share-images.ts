import fs from "node:fs";
import path from "node:path";
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

/** Writes every case study's share image into `publicDir`, in the order of /projects; returns the files written. */
export async function writeShareImages(
  projects: readonly ShareImageProject[],
  { publicDir, fonts, byline }: { publicDir: string; fonts: ShareImageFonts; byline: string },
): Promise<string[]> {
  return Promise.all(
    projects.map(async (project, position) => {
      const file = path.join(publicDir, shareImagePath(project.slug));
      const png = await renderProjectShareImage(
        { ...project, index: cardIndex(position), kind: "Case study", byline },
        fonts,
      );
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, png);
      return file;
    }),
  );
}
