/** Where the CV page is published. */
export const CV_PATH = "/cv/";

/** Where the CV is published in the JSON Resume standard (jsonresume.org). */
export const RESUME_JSON_PATH = "/resume.json";

/**
 * The papers the CV's PDF is made for, from one layout: A4 first, under the name the PDF has always had (links to it
 * are out there), and US Letter, for readers in the US and Canada. `size` is PDFKit's name for the paper.
 */
export const CV_PAPERS = [
  { size: "A4", label: "A4", suffix: "" },
  { size: "LETTER", label: "US Letter", suffix: "-Letter" },
] as const;
export type CvPaper = (typeof CV_PAPERS)[number];

/**
 * Where the CV's PDF on `paper` is published, named after the owner so that it keeps its name once downloaded:
 * "/Ada-Lovelace-CV.pdf" (A4), "/Ada-Lovelace-CV-Letter.pdf". The name keeps the owner's letters in any script
 * ("/Lena-Groß-CV.pdf", "/Zofia-Wójcik-Łęcka-CV.pdf"), in one Unicode form, an apostrophe dropped and any other run of
 * what is not a letter, mark or digit one "-"; a link gives it encoded once (urlPath).
 */
export const cvPdfPath = (ownerName: string, paper: CvPaper = CV_PAPERS[0]) => {
  const name = ownerName
    .normalize("NFC")
    .replace(/['\u2019]/g, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return `/${name ? `${name}-` : ""}CV${paper.suffix}.pdf`;
};

/** Where the CV page's Open Graph and Twitter card image is published (made by gatsby-node.ts at build time). */
export const CV_SHARE_IMAGE_PATH = "/share/cv.png";
