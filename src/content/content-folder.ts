import fs from "node:fs";
import path from "node:path";
import type { ContentSource } from "./check-content";
import { undrawableBy } from "./drawable-text";
import { insideContent } from "./file-names";

/** The names in a folder as its disk holds them, or none if it is not one. */
const namesIn = (dir: string) => {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
};

/**
 * Whether `relativePath` names a file in `dir` by its exact name, each folder's too: a Mac's disk finds
 * "Marketplace.JPG" for "marketplace.jpg", and "Übersicht" in either Unicode form, where Netlify's finds neither.
 */
function namesFile(dir: string, relativePath: string): boolean {
  const inside = insideContent(relativePath);
  if (inside === undefined) return false;
  let at = dir;
  for (const name of inside.split("/")) {
    if (!namesIn(at).includes(name)) return false;
    at = path.join(at, name);
  }
  return fs.statSync(at, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** Every file in `dir`, as a path inside it ("images/a.jpg"). */
const filesIn = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));

/** The files of a content folder on disk, as the content check reads them, with the build's fonts. */
export function contentFolder(dir: string): ContentSource {
  return {
    read: (name) => {
      const file = path.join(dir, name);
      return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
    },
    exists: (relativePath) => namesFile(dir, relativePath),
    files: () => filesIn(dir),
    bytes: (relativePath) => fs.promises.readFile(path.join(dir, relativePath)),
    undrawable: undrawableBy(process.cwd()),
  };
}
