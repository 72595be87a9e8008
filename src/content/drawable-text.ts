import { createRequire } from "node:module";
import path from "node:path";
import * as fontkit from "fontkit";
import { CV_PDF_FONT, pdfFontFile } from "../cv/pdf-fonts";

/** The characters of a text that the build's own fonts cannot draw. */
export type Undrawable = (text: string) => string[];

/**
 * The fonts the build draws text with, where no browser can stand in with another font: the CV's PDF and the share
 * images. A character one of them lacks would print as an empty box, and read as nothing.
 */
function buildFonts(projectRoot: string): fontkit.Font[] {
  // Resolved from the project, as Node would (gatsby-node is compiled to another folder).
  const require = createRequire(path.join(projectRoot, "package.json"));
  const fontsDir = path.dirname(require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"));
  const files = [
    ...CV_PDF_FONT.weights.map((weight) => pdfFontFile(fontsDir, weight)),
    path.join(projectRoot, "src/share-image/fonts/inter-latin-var.woff2"),
  ];
  return files.map((file) => fontkit.openSync(file) as fontkit.Font);
}

export function undrawableBy(projectRoot: string): Undrawable {
  let fonts: fontkit.Font[] | undefined;
  return (text) => {
    fonts ??= buildFonts(projectRoot);
    const characters = [...new Set(text)].filter((c) => !/\s/.test(c));
    return characters.filter((c) => fonts!.some((font) => !font.hasGlyphForCodePoint(c.codePointAt(0)!)));
  };
}
