import fs from "node:fs";
import path from "node:path";

/** Every page the build wrote under `publicDir`, as paths relative to it, sorted. */
export const builtPages = (publicDir: string): string[] =>
  fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && fs.statSync(path.join(publicDir, file)).isFile())
    .sort();
