import * as fontkit from "fontkit";
import { fieldAndSource } from "./check-json-resume";
import { CV_PDF_FONT, pdfFontFile } from "./pdf-fonts";

/** Every text of the CV, with where it is: ["work[0].highlights[2]", "Delivered 30+ projects…"]. */
function texts(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${at}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => texts(item, at ? `${at}.${key}` : key));
  return [];
}

/**
 * The characters of the CV that the PDF's font (one of Inter's static files, which hold Latin only) cannot draw, each
 * named with its field: a missing glyph would print as an empty box, and read as nothing.
 */
export function missingGlyphs(resume: object, fontsDir: string): string[] {
  const font = fontkit.openSync(pdfFontFile(fontsDir, CV_PDF_FONT.weights[0])) as fontkit.Font;
  return texts(resume).flatMap(([field, text]) => {
    const missing = [...new Set(text)].filter((c) => !/\s/.test(c) && !font.hasGlyphForCodePoint(c.codePointAt(0)!));
    const list = missing.map((c) => `"${c}"`).join(", ");
    return missing.length > 0 ? [`${fieldAndSource(field)}: the PDF's font has no ${list}; write it another way`] : [];
  });
}
