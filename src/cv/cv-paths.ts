/** Where the CV page is published. */
export const CV_PATH = "/cv/";

/** Where the CV is published in the JSON Resume standard (jsonresume.org). */
export const RESUME_JSON_PATH = "/resume.json";

/** Where the CV's PDF is published, named after the owner so that it keeps its name once downloaded: "/Hamza-Qureshi-CV.pdf". */
export const cvPdfPath = (ownerName: string) =>
  `/${ownerName
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")}-CV.pdf`;

/** Where the CV page's Open Graph and Twitter card image is published (made by gatsby-node.ts at build time). */
export const CV_SHARE_IMAGE_PATH = "/share/cv.png";
