import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** Which language's forms a Han character takes: the same code point is drawn differently in each. */
export type HanForms = "zh-Hans" | "zh-Hant" | "ja" | "ko";

/**
 * One file set of a font family: a slice of its characters (the "unicode-range" subsets fontsource ships), at any of
 * its weights. A text is drawn in the first face of the chain that holds its characters, as a browser would.
 */
export interface FontFace {
  /** The package's file name stem and the slice ("noto-sans-jp-107"), unique in the chain. */
  id: string;
  /** Its code points, as sorted [first, last] ranges. */
  ranges: readonly (readonly [number, number])[];
  /** The WOFF2 file that draws `weight` (the nearest weight it has). */
  file(weight: number): string;
  /** One file for every weight, each weight an instance of it. */
  variable: boolean;
  /** A CJK face: the language whose Han forms it draws. */
  han?: HanForms;
}

/**
 * The families of the chain, in the order they are tried: Inter's own subsets, then Noto Sans for what Inter lacks
 * in Latin, Greek and Cyrillic, then Noto per script, CJK (ordered by the text's language), emoji and symbols.
 * Emoji are monochrome: an SVG path or a PDF glyph has one colour. (@fontsource/noto-sans-math ships Latin only; the
 * math symbols are in Noto Sans Symbols 2's.)
 *
 * Arabic script is drawn in IBM Plex Sans Arabic's Arabic slice first: each of its glyphs stands for one letter (or a
 * lam-alef pair), where Noto Sans Arabic draws a dotted letter as a skeleton shared with others and a dot, which a PDF
 * reader cannot read back as text. Noto Sans Arabic follows for the letters Plex lacks.
 */
const FAMILIES: readonly { pkg: string; han?: HanForms; slices?: readonly string[] }[] = [
  { pkg: "@fontsource/inter" },
  { pkg: "@fontsource-variable/noto-sans" },
  { pkg: "@fontsource/ibm-plex-sans-arabic", slices: ["arabic"] },
  ...[
    "arabic",
    "hebrew",
    "devanagari",
    "bengali",
    "gurmukhi",
    "gujarati",
    "oriya",
    "tamil",
    "telugu",
    "kannada",
    "malayalam",
    "sinhala",
    "thai",
  ].map((script) => ({ pkg: `@fontsource-variable/noto-sans-${script}` })),
  { pkg: "@fontsource-variable/noto-sans-sc", han: "zh-Hans" },
  { pkg: "@fontsource-variable/noto-sans-tc", han: "zh-Hant" },
  { pkg: "@fontsource-variable/noto-sans-jp", han: "ja" },
  { pkg: "@fontsource-variable/noto-sans-kr", han: "ko" },
  { pkg: "@fontsource-variable/noto-emoji" },
  { pkg: "@fontsource-variable/noto-sans-symbols" },
  { pkg: "@fontsource/noto-sans-symbols-2" },
];

/** "U+0000-00FF,U+0131" as ranges. */
const parseUnicodeRange = (css: string): [number, number][] =>
  css
    .split(",")
    .map((part) => part.trim().replace(/^U\+/i, ""))
    .filter(Boolean)
    .map((part) => {
      const [first, last = first] = part.split("-").map((hex) => parseInt(hex, 16));
      return [first!, last!] as [number, number];
    })
    .sort((a, b) => a[0] - b[0]);

const nearest = (weights: readonly number[], weight: number) =>
  weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best));

/**
 * A package's faces (those of `slices` only, when given), read from its own metadata (metadata.json, unicode.json) in
 * `dir`; @fontsource-variable's are variable.
 */
function packageFaces(dir: string, variable: boolean, han?: HanForms, slices?: readonly string[]): FontFace[] {
  const metadata = JSON.parse(fs.readFileSync(path.join(dir, "metadata.json"), "utf8")) as {
    id: string;
    weights: number[];
  };
  const cssRanges = JSON.parse(fs.readFileSync(path.join(dir, "unicode.json"), "utf8")) as Record<string, string>;
  const wanted = Object.entries(cssRanges).filter(([slice]) => !slices || slices.includes(slice));
  return wanted.map(([slice, css]) => {
    const stem = `${metadata.id}-${slice.replace(/[[\]]/g, "")}`;
    let ranges: FontFace["ranges"] | undefined;
    return {
      id: stem,
      // Parsed when first asked: most builds need a few of the chain's hundreds of slices.
      get ranges() {
        return (ranges ??= parseUnicodeRange(css));
      },
      variable,
      han,
      file: (weight: number) =>
        path.join(
          dir,
          "files",
          variable ? `${stem}-wght-normal.woff2` : `${stem}-${nearest(metadata.weights, weight)}-normal.woff2`,
        ),
    };
  });
}

/** A family's faces, read from its package when first asked (a CJK family's metadata alone is large). */
export interface FontFamily {
  han?: HanForms;
  faces(): readonly FontFace[];
}

/** The chain's families in order, their packages resolved from the project (gatsby-node runs from another folder). */
export function fontFamilies(projectRoot: string): FontFamily[] {
  const require = createRequire(path.join(projectRoot, "package.json"));
  return FAMILIES.map(({ pkg, han, slices }) => {
    let faces: FontFace[] | undefined;
    return {
      han,
      faces: () =>
        (faces ??= packageFaces(
          path.dirname(require.resolve(`${pkg}/metadata.json`)),
          pkg.startsWith("@fontsource-variable/"),
          han,
          slices,
        )),
    };
  });
}

/** Which Han forms a language takes: Japanese, Korean, Traditional Chinese; anything else Simplified Chinese. */
export function hanFormsOf(lang: string): HanForms {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(lang);
  } catch {
    return "zh-Hans";
  }
  if (locale.language === "ja") return "ja";
  if (locale.language === "ko") return "ko";
  if (locale.language === "zh" && locale.maximize().script === "Hant") return "zh-Hant";
  return "zh-Hans";
}
