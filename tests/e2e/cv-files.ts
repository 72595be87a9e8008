import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** A structure element as pdf.js reads it from one page's tree (an element on two pages is read on each). */
export interface PdfTag {
  role: string;
  /** The text of its marked content and its descendants', in order. */
  text: string;
  alt?: string;
  /** The annotations tied to it (a Link's). */
  annotations: string[];
}

export interface PdfText {
  pages: number;
  /** Each page's width and height, in points, rounded. */
  sizes: number[][];
  /** How long the text runs, in pages: the full pages, then how far down the last one its lowest line is. */
  length: number;
  /** Each page's text, its lines in reading order, without page furniture (artifacts). */
  lines: string[][];
  /** Each page's furniture text ("1 / 2"). */
  furniture: string[];
  info: { Title?: string; Author?: string; Language?: string };
  /** Set when the PDF is tagged: /MarkInfo's Marked, the PDF/UA part in the XMP metadata, and the title shown. */
  marked: boolean;
  pdfua: string | null;
  displayTitle: boolean;
  /** Every page's structure elements, depth first. */
  tags: PdfTag[];
  links: { url: string; description: string; id: string }[];
}

interface TreeNode {
  role?: string;
  alt?: string;
  type?: "content" | "annotation" | "object";
  id?: string;
  children?: TreeNode[];
}

/** A PDF's pages, text and tags, as a parser (an applicant-tracking system, a search, a screen reader) reads them. */
export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  // Quiet: pdf.js warns of what it skips in a browser's print (a non-standard key in its viewer preferences).
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const [lines, furniture, sizes, tags, links]: [string[][], string[], number[][], PdfTag[], PdfText["links"]] = [
    [],
    [],
    [],
    [],
    [],
  ];
  let lastPageFill = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const { items } = await page.getTextContent({ includeMarkedContent: true });
    const text: string[] = [""];
    const marked: { tag?: string; id?: string }[] = [];
    const contentText = new Map<string, string>();
    let pageFurniture = "";
    let lowest = Infinity;
    for (const item of items) {
      if ("type" in item) {
        if (item.type === "endMarkedContent") marked.pop();
        // pdf.js gives the tag of what it opens, which its types leave out.
        else marked.push({ tag: (item as { tag?: string }).tag, id: item.id });
        continue;
      }
      if (marked.some((m) => m.tag === "Artifact")) {
        pageFurniture += item.str;
        continue;
      }
      const id = marked.findLast((m) => m.id)?.id;
      if (id) contentText.set(id, (contentText.get(id) ?? "") + item.str);
      text[text.length - 1] += item.str;
      if (item.hasEOL) text.push("");
      // A text run's baseline, in points from the bottom of the page.
      if (item.str.trim()) lowest = Math.min(lowest, item.transform[5]);
    }
    lines.push(text.map((l) => l.trim()).filter(Boolean));
    furniture.push(pageFurniture.trim());
    const [left, bottom, right, top] = page.view;
    sizes.push([Math.round(right - left), Math.round(top - bottom)]);
    lastPageFill = Number.isFinite(lowest) ? (top - lowest) / (top - bottom) : 0;

    const walk = (node: TreeNode): string => {
      if (node.type === "content") return contentText.get(node.id!) ?? "";
      if (!node.role) return "";
      const tag: PdfTag = { role: node.role, text: "", alt: node.alt, annotations: [] };
      if (node.role !== "Root") tags.push(tag);
      for (const child of node.children ?? []) {
        // An annotation is an "object" to pdf.js when its tag holds content too; either way, its id as getAnnotations'.
        if (child.type === "annotation" || child.type === "object")
          tag.annotations.push(child.id!.replace(/^pdfjs_internal_id_/, ""));
        else tag.text += walk(child);
      }
      return tag.text;
    };
    const tree = (await page.getStructTree()) as TreeNode | null;
    if (tree) walk(tree);
    for (const annotation of await page.getAnnotations())
      if (annotation.subtype === "Link")
        links.push({ url: annotation.url, description: annotation.contentsObj?.str ?? "", id: annotation.id });
  }
  const { info, metadata } = (await pdf.getMetadata()) as {
    info: PdfText["info"];
    metadata: { get(name: string): string | null } | null;
  };
  const markInfo = await pdf.getMarkInfo();
  const preferences = (await pdf.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
  await pdf.destroy();
  return {
    pages: pdf.numPages,
    sizes,
    length: pdf.numPages - 1 + lastPageFill,
    lines,
    furniture,
    info,
    marked: markInfo?.Marked === true,
    pdfua: metadata?.get("pdfuaid:part") ?? null,
    displayTitle: preferences?.DisplayDocTitle === true,
    tags,
    links,
  };
}
