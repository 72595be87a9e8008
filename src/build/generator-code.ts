import path from "node:path";

/**
 * What every generated output's key holds besides its generator's code: how outputs are kept, the versions of every
 * package (sharp, PDFKit, the fonts' packages) and the patches made to them, whose change can change the bytes drawn.
 */
const EVERY_GENERATOR = ["src/build/cached-output.ts", "package-lock.json", "patches"];

/**
 * Each generator's own code, relative to the project: files, and folders whose every file counts (the share images'
 * font is in src/share-image/fonts/). tests/unit/build/generator-code.test.ts fails when a generator imports a local
 * module its list leaves out, since a change there would then leave its outputs stale.
 */
export const GENERATOR_CODE = {
  shareImages: [
    "src/share-image",
    "src/text-layout",
    "src/content/language-of-parts.ts",
    "src/utils/format.ts",
    "src/utils/case-study-path.ts",
    "src/utils/site-share-image-path.ts",
    "src/utils/owner-place.ts",
    "src/utils/profile-name.ts",
    "src/content/country-name.ts",
    "src/content/label-text.ts",
    "src/cv/cv-paths.ts",
    "src/cv/cv-text.ts",
    "src/cv/json-resume.ts",
  ],
  cvFiles: [
    "src/cv",
    "src/content",
    "src/text-layout",
    "src/utils/case-study-path.ts",
    "src/utils/owner-place.ts",
    "src/utils/profile-name.ts",
  ],
  iconRaster: ["src/build/icon-raster.ts", "src/build/published-files.ts", "src/utils/url-path.ts"],
} as const satisfies Record<string, readonly string[]>;

export type Generator = keyof typeof GENERATOR_CODE;

/** A generator's code (GENERATOR_CODE and EVERY_GENERATOR) as absolute paths, for `codeDigest`. */
export const generatorCode = (projectRoot: string, generator: Generator): string[] =>
  [...GENERATOR_CODE[generator], ...EVERY_GENERATOR].map((file) => path.join(projectRoot, file));
