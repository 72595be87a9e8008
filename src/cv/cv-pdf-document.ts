import PDFDocument from "pdfkit";
import type { JsonResume } from "./json-resume";

/** The PDF's page margins, in points. */
const PDF_PAGE_MARGINS = { vertical: 36, horizontal: 44 };

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/**
 * A tagged PDF (PDF/UA) of the CV (its text drawn by PdfText, which registers each font it uses), that mends two gaps PDFKit
 * leaves in what a screen reader or a validator reads:
 * - a link's annotation is tied to its Link tag but left without a description; it gets the one given for its address
 *   in `linkDescriptions`;
 * - the document's title and author are copied into the XMP metadata unescaped, so an "&" in a name would break it.
 */
export class CvPdfDocument extends PDFDocument {
  readonly linkDescriptions = new Map<string, string>();

  constructor(resume: JsonResume, { size }: { size: string }) {
    const { basics } = resume;
    super({
      size,
      margins: {
        top: PDF_PAGE_MARGINS.vertical,
        bottom: PDF_PAGE_MARGINS.vertical,
        left: PDF_PAGE_MARGINS.horizontal,
        right: PDF_PAGE_MARGINS.horizontal,
      },
      pdfVersion: "1.7",
      tagged: true,
      // @types/pdfkit lists the PDF/A subsets only.
      subset: "PDF/UA" as "PDF/A-1",
      lang: "en",
      displayTitle: true,
      // The page numbers are written once the pages are counted.
      bufferPages: true,
      info: {
        Title: `${basics.name}, ${basics.label}: CV`,
        Author: basics.name,
        Subject: `The CV of ${basics.name}, ${basics.label}`,
        Keywords: resume.skills.flatMap((s) => s.keywords).join(", "),
        Creator: basics.url,
      },
    });
  }

  link(...[x, y, w, h, url, options]: Parameters<PDFKit.PDFDocument["link"]>) {
    // A JavaScript string would be written as a PDF name: the description must be a String object.
    const Contents = new String(this.linkDescriptions.get(url) ?? url) as string;
    return super.link(x, y, w, h, url, { ...options, Contents });
  }

  endMetadata() {
    const { info } = this;
    const escape = (value: unknown) =>
      typeof value === "string" ? value.replace(/[&<>]/g, (c) => XML_ESCAPES[c]) : value;
    this.info = Object.fromEntries(Object.entries(info).map(([key, value]) => [key, escape(value)]));
    super.endMetadata();
    this.info = info;
  }
}
