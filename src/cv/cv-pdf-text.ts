import { languageRuns } from "../content/language-of-parts";
import type { FontChain } from "../text-layout/font-chain";
import {
  type Line,
  ParagraphLayout,
  type PlacedRun,
  type Span,
  type TextLanguage,
  prepareTexts,
} from "../text-layout/paragraph-layout";
import type { CvPdfDocument } from "./cv-pdf-document";

type Element = PDFKit.PDFStructureElement;
type Content = ReturnType<PDFKit.PDFDocument["markStructureContent"]>;

/** The weights the PDF is set in. */
export const PDF_WEIGHTS = [400, 600, 700] as const;
export type PdfWeight = (typeof PDF_WEIGHTS)[number];

/**
 * Keyword search and ATS parsers read "fi" and "fl" as two letters only without the ligature glyphs. Contextual
 * alternates only lift punctuation beside capitals, and shaping them costs most of a long CV's build. (Scripts that
 * need their fonts' ligatures and forms, Arabic and Indic, are shaped with them: see ParagraphLayout.)
 */
const PLAIN_LETTERS = { liga: false, clig: false, calt: false };
/** Where each line's baseline sits under its top, in ems: Inter's ascent, whichever font a run is in. */
const ASCENT = 0.96875;

/** What a run is drawn with: its colour, and the link it is part of. */
export interface RunStyle {
  color: string;
  link?: { url: string; description: string };
}

/** Where a paragraph's runs are tagged: its element, and the Link elements of its links, made as they are drawn. */
interface Target {
  element: Element;
  tag: string;
  links: Map<string, Element>;
}

/**
 * The PDF's text, laid out by the shared text layout (any script, shaped, in reading order) and drawn a run at a
 * time with PDFKit's public API, which shapes the run again with the same fontkit font and features. Every run is
 * tagged so that it reads back as written: copied, extracted, or heard from the structure tree. Where the glyphs
 * do not give the text back in order (a right-to-left run, a conjunct, a reordered vowel, a glyph shared by two
 * letters), the run is a Span whose ActualText is its text.
 */
export class PdfText {
  /** The paragraphs laid out, whose fonts `prepare` reads. */
  private readonly texts = new Set<string>();
  /** What PDFKit's ToUnicode map says of each glyph drawn, by font: the text it first drew it for. */
  private readonly glyphText = new Map<string, Map<number, string>>();
  /** The marked content being drawn into: a plain run's goes on with the next plain run of the same element. */
  private open: { element: Element; content: Content; plain: boolean } | undefined;
  private readonly registered = new Set<string>();

  constructor(
    private readonly doc: CvPdfDocument,
    private readonly chain: FontChain,
    private readonly language: TextLanguage,
    readonly direction: "ltr" | "rtl",
  ) {}

  /** Notes a text to be laid out, so that `prepare` reads its fonts. */
  note(text: string) {
    this.texts.add(text);
  }

  /** Reads the fonts every noted text needs; tells the files read. */
  prepare(): Promise<string[]> {
    return prepareTexts(this.chain, this.texts, this.language, PDF_WEIGHTS);
  }

  /** What the noted texts take from the site's language: the direction, and which phrases are in which language. */
  languageOf() {
    const { site, others } = this.language;
    return { direction: this.direction, phrases: [...this.texts].map((text) => languageRuns(text, site, others)) };
  }

  /** `spans` in lines no wider than `width` at `size` points. */
  lines<T>(spans: Span<T>[], size: number, width: number): Line<T>[] {
    const style = { size, width, direction: this.direction, features: PLAIN_LETTERS };
    return new ParagraphLayout(this.chain, spans, this.language, style).lines();
  }

  /** Where a line `lineWidth` wide starts in a box `width` wide from `left`: its right end at the box's for RTL. */
  start(left: number, width: number, lineWidth: number) {
    return this.direction === "rtl" ? left + width - lineWidth : left;
  }

  /** A new tagged paragraph (`tag`), a child of `parent`. */
  element(parent: Element, tag: string): Target {
    const element = this.doc.struct(tag);
    parent.add(element);
    return { element, tag, links: new Map() };
  }

  /** Ends a paragraph begun with `element`. */
  end(target: Target) {
    this.close();
    for (const link of target.links.values()) link.end();
    target.element.end();
  }

  /** Draws `line` with its left end at `x` and its top at `top`, each run tagged under `target`. */
  drawLine(target: Target, line: Line<RunStyle>, x: number, top: number, size: number) {
    for (const run of line.runs) this.drawRun(target, run, x + run.x, top, size);
  }

  private drawRun(target: Target, run: PlacedRun<RunStyle>, x: number, top: number, size: number) {
    const { doc } = this;
    const { link, color } = run.tag;
    const element = link ? (target.links.get(link.url) ?? this.newLink(target, link)) : target.element;
    const plain = this.plain(run);
    if (this.open && (this.open.element !== element || !plain || !this.open.plain)) this.close();
    if (!this.open) {
      if (plain) this.open = { element, content: doc.markStructureContent(link ? "Link" : target.tag), plain };
      else {
        const span = doc.struct("Span", { actual: run.text });
        element.add(span);
        this.open = { element: span, content: doc.markStructureContent("Span", { actual: run.text }), plain };
      }
    }
    this.paint(run, x, top, size, color);
    if (link) doc.link(x, top, run.width, size * 1.2, link.url, { structParent: element } as object);
    if (!plain) this.close();
  }

  /** Draws `line` untagged, inside page furniture (an Artifact) its caller has begun. */
  drawArtifact(line: Line<unknown>, x: number, top: number, size: number, color: string) {
    for (const run of line.runs) this.paint(run, x + run.x, top, size, color);
  }

  /** Draws a run in its font and `color`, its line's top at `top`. */
  private paint(run: PlacedRun<unknown>, x: number, top: number, size: number, color: string) {
    const { doc } = this;
    if (!this.registered.has(run.font.key)) {
      // PDFKit takes a fontkit font as it is: the very one the layout measured with.
      doc.registerFont(run.font.key, run.font.font as unknown as Buffer);
      this.registered.add(run.font.key);
    }
    doc.font(run.font.key).fontSize(size).fillColor(color);
    // PDFKit moves its cursor to where it draws: the layout keeps its own.
    const cursor = { x: doc.x, y: doc.y };
    doc.text(run.shaped.drawn, x, top + ASCENT * size, {
      lineBreak: false,
      baseline: "alphabetic",
      // PDFKit lays the run out again: with the same features, in a copy (fontkit fills in the object it is given).
      features: { ...run.features } as unknown as PDFKit.Mixins.OpenTypeFeatures[],
    });
    [doc.x, doc.y] = [cursor.x, cursor.y];
  }

  private newLink(target: Target, link: NonNullable<RunStyle["link"]>) {
    this.close();
    this.doc.linkDescriptions.set(link.url, link.description);
    const element = this.doc.struct("Link", { alt: link.description });
    target.element.add(element);
    target.links.set(link.url, element);
    return element;
  }

  private close() {
    if (!this.open) return;
    this.doc.endMarkedContent();
    this.open.element.add(this.open.content);
    if (!this.open.plain) this.open.element.end();
    this.open = undefined;
  }

  /**
   * Whether a reader gets `run.text` back from its glyphs alone: each glyph giving back characters of its own, none
   * drawn before for other characters (PDFKit maps a glyph to the text it was first drawn for), in the order written,
   * or, right to left, in the reverse order, which a reader's own bidi puts back (Hebrew, say, but not Arabic in Noto,
   * whose dotted letters are a shared skeleton and a dot).
   */
  private plain(run: PlacedRun<RunStyle>): boolean {
    let mapped = this.glyphText.get(run.font.key);
    if (!mapped) this.glyphText.set(run.font.key, (mapped = new Map()));
    let plain = run.shaped.drawn === run.text;
    const read: string[] = [];
    for (const glyph of run.shaped.glyphs) {
      const text = String.fromCodePoint(...glyph.codePoints);
      // A glyph for no character (a dot of an Arabic letter drawn apart) reads as garbage.
      if (text === "") plain = false;
      const first = mapped.get(glyph.id);
      if (first === undefined) mapped.set(glyph.id, text);
      else if (first !== text) plain = false;
      read.push(text);
    }
    const written = run.rtl ? [...run.text].reverse().join("") : run.text;
    return plain && read.join("") === written;
  }
}
