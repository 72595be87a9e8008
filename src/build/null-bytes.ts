import fs from "node:fs";
import path from "node:path";
import { builtPages } from "./built-pages";

/**
 * React 18's streaming renderer, which Gatsby renders every page with, flushes its whole 2 KB buffer even when a
 * multi-byte character (’, é, an emoji) did not fit at its end: the unwritten bytes reach the HTML as NUL characters
 * (react#26228, fixed in React 19). The character itself follows intact, and HTML never holds a NUL, so removing them
 * gives the page React meant. Returns the pages that held any.
 */
export function removeNullBytes(publicDir: string): string[] {
  return builtPages(publicDir).filter((page) => {
    const file = path.join(publicDir, page);
    const bytes = fs.readFileSync(file);
    if (!bytes.includes(0)) return false;
    fs.writeFileSync(
      file,
      bytes.filter((byte) => byte !== 0),
    );
    return true;
  });
}
