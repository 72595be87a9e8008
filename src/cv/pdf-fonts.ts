import path from "node:path";

/** The PDF's font: Inter's static weights, as @fontsource/inter ships them (a PDF embeds no weight of a variable font). */
export const CV_PDF_FONT = { family: "Inter", weights: [400, 600, 700] } as const;

/** One weight's file in `fontsDir` (@fontsource/inter's files/). */
export const pdfFontFile = (fontsDir: string, weight: number) =>
  path.join(fontsDir, `inter-latin-${weight}-normal.woff`);
