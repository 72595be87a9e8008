import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** A structure element as pdf.js reads it from one page's tree (an element on two pages is read on each). */
interface Tag {
  role: string;
  /** The text of its marked content and its descendants', in order. */
  text: string;
  alt?: string;
  /** The annotations tied to it (a Link's), by getAnnotations' ids. */
  annotations: string[];
}
type TreeNode = { role?: string; alt?: string; type?: string; id?: string; children?: TreeNode[] };

/** A PDF's pages, text and tags, as a parser (an applicant-tracking system, a search, a screen reader) reads them. */
export async function readPdf(bytes: Uint8Array) {
  // Quiet: pdf.js warns of what it skips in a browser's print (a non-standard key in its viewer preferences).
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const lines: string[][] = [];
  const furniture: string[] = [];
  const sizes: number[][] = [];
  const tags: Tag[] = [];
  const links: { url: string; description: string; id: string }[] = [];
  const read: string[] = [];
  let lastPageFill = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const { items } = await page.getTextContent({ includeMarkedContent: true });
    const text = [""];
    const marked: { tag?: string; id?: string }[] = [];
    const contentText = new Map<string, string>();
    let lowest = Infinity;
    furniture.push("");
    for (const item of items) {
      // pdf.js gives the tag of what it opens, which its types leave out.
      if ("type" in item) {
        if (item.type === "endMarkedContent") marked.pop();
        else marked.push({ tag: (item as { tag?: string }).tag, id: item.id });
      } else if (marked.some((m) => m.tag === "Artifact")) furniture[n - 1] += item.str;
      else {
        const id = marked.findLast((m) => m.id)?.id;
        if (id) contentText.set(id, (contentText.get(id) ?? "") + item.str);
        text[text.length - 1] += item.str;
        if (item.hasEOL) text.push("");
        // A text run's baseline, in points from the bottom of the page.
        if (item.str.trim()) lowest = Math.min(lowest, item.transform[5]);
      }
    }
    lines.push(text.map((l) => l.trim()).filter(Boolean));
    const [left, bottom, right, top] = page.view;
    sizes.push([Math.round(right - left), Math.round(top - bottom)]);
    lastPageFill = Number.isFinite(lowest) ? (top - lowest) / (top - bottom) : 0;

    const walk = (node: TreeNode): string => {
      if (node.type === "content") return contentText.get(node.id!) ?? "";
      const tag: Tag = { role: node.role!, text: "", alt: node.alt, annotations: [] };
      if (node.role !== "Root") tags.push(tag);
      // A Span's ActualText (pdf.js gives it as alt) is what it says, in place of its glyphs: a right-to-left run, a
      // conjunct, a reordered vowel.
      if (node.role === "Span" && node.alt !== undefined) return (tag.text = node.alt);
      for (const child of node.children ?? []) {
        // An annotation is an "object" to pdf.js when its tag holds content too.
        if (child.type === "annotation" || child.type === "object")
          tag.annotations.push(child.id!.replace(/^pdfjs_internal_id_/, ""));
        else tag.text += walk(child);
      }
      return tag.text;
    };
    const tree = (await page.getStructTree()) as TreeNode | null;
    if (tree) read.push(walk(tree));
    for (const a of await page.getAnnotations())
      if (a.subtype === "Link") links.push({ url: a.url, description: a.contentsObj?.str ?? "", id: a.id });
  }
  const { info, metadata } = (await pdf.getMetadata()) as {
    info: { Title?: string; Author?: string; Language?: string };
    metadata: { get(name: string): string | null } | null;
  };
  const marked = (await pdf.getMarkInfo())?.Marked === true;
  const preferences = (await pdf.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
  await pdf.destroy();
  return {
    pages: pdf.numPages,
    /** Each page's width and height in points, rounded. */
    sizes,
    /** How long the text runs, in pages: the full pages, then how far down the last one its lowest line is. */
    length: pdf.numPages - 1 + lastPageFill,
    /** Each page's text, its lines in reading order, without page furniture (artifacts)… */
    lines,
    /** …which is here, a page's text ("1 / 2"). */
    furniture: furniture.map((f) => f.trim()),
    info,
    /** Tagged: /MarkInfo's Marked, PDF/UA's part in the XMP metadata, the title shown in the title bar. */
    marked,
    pdfua: metadata?.get("pdfuaid:part") ?? null,
    displayTitle: preferences?.DisplayDocTitle === true,
    /** Every page's structure elements, depth first. */
    tags,
    /** Each page's text as its structure tree reads it (a screen reader, Acrobat), ActualText in place of glyphs. */
    read,
    links,
  };
}
