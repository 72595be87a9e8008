import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { type Generator, generatorCode } from "../../../src/build/generator-code";

const ROOT = path.join(__dirname, "../../..");

/** Each generator's modules, as gatsby-node.ts calls them. */
const ENTRIES: Record<Generator, string[]> = {
  shareImages: [
    "src/share-image/write-share-images.ts",
    "src/share-image/cv-share-image.ts",
    "src/share-image/site-share-image.ts",
  ],
  cvFiles: ["src/cv/write-cv-files.ts"],
  iconRaster: ["src/build/icon-raster.ts"],
};

/** A module and every module of the project it imports, directly or not (packages are the lockfile's part). */
function localImports(entry: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const { fileName } of ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true).importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const base = path.resolve(path.dirname(file), fileName);
      const resolved = [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((f) => fs.existsSync(f));
      if (!resolved) throw new Error(`${file}: cannot find ${fileName}`);
      visit(resolved);
    }
  };
  visit(path.join(ROOT, entry));
  return [...found];
}

const covers = (code: string[], file: string) =>
  code.some((named) => file === named || file.startsWith(`${named}${path.sep}`));

describe("each generator's code, in its outputs' keys", () => {
  it.each(Object.entries(ENTRIES) as [Generator, string[]][])(
    "%s: holds every module its generator imports, so that no change of code leaves an output stale",
    (generator, entries) => {
      const code = generatorCode(ROOT, generator);
      const missing = entries.flatMap(localImports).filter((file) => !covers(code, file));
      expect(missing.map((file) => path.relative(ROOT, file))).toEqual([]);
    },
  );

  it("holds the share images' font, the package versions and how outputs are kept; every path exists", () => {
    const code = generatorCode(ROOT, "shareImages");
    expect(covers(code, path.join(ROOT, "src/share-image/fonts/inter-latin-var.woff2"))).toBe(true);
    for (const generator of Object.keys(ENTRIES) as Generator[]) {
      const paths = generatorCode(ROOT, generator);
      expect(paths).toEqual(
        expect.arrayContaining([path.join(ROOT, "package-lock.json"), path.join(ROOT, "src/build/cached-output.ts")]),
      );
      expect(paths.filter((file) => !fs.existsSync(file))).toEqual([]);
    }
  });

  it("would catch a module left out", () => {
    const code = generatorCode(ROOT, "shareImages").filter((file) => !file.endsWith("format.ts"));
    const missing = ENTRIES.shareImages.flatMap(localImports).filter((file) => !covers(code, file));
    expect(missing.map((file) => path.relative(ROOT, file))).toEqual(["src/utils/format.ts"]);
  });
});
