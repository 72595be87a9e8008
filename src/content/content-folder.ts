import fs from "node:fs";
import path from "node:path";
import type { ContentSource } from "./check-content";
import { undrawableBy } from "./drawable-text";

/** The files of a content folder on disk, as the content check reads them, with the build's fonts. */
export function contentFolder(dir: string): ContentSource {
  return {
    read: (name) => {
      const file = path.join(dir, name);
      return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
    },
    exists: (relativePath) => fs.existsSync(path.join(dir, relativePath)),
    bytes: (relativePath) => fs.promises.readFile(path.join(dir, relativePath)),
    undrawable: undrawableBy(process.cwd()),
  };
}
