import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";

/**
 * The code points a font file holds. Reading a WOFF2 file's character map unpacks the whole file, in JavaScript: for
 * a file under node_modules the map is kept in node_modules/.cache/font-characters, named by the file's bytes, so
 * that each check, build and test process after the first reads it from there.
 */
export function characterSetOf(file: string): Set<number> {
  const bytes = fs.readFileSync(file);
  const modules = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  const kept =
    modules >= 0 &&
    path.join(
      file.slice(0, modules),
      "node_modules/.cache/font-characters",
      `${createHash("sha256").update(bytes).digest("hex")}.json`,
    );
  if (kept && fs.existsSync(kept)) return new Set(JSON.parse(fs.readFileSync(kept, "utf8")) as number[]);
  const characters = (fontkit.create(bytes) as fontkit.Font).characterSet;
  if (kept) {
    // Written whole under another name first: another process may be reading it.
    fs.mkdirSync(path.dirname(kept), { recursive: true });
    const partial = `${kept}.${process.pid}`;
    fs.writeFileSync(partial, JSON.stringify(characters));
    fs.renameSync(partial, kept);
  }
  return new Set(characters);
}
