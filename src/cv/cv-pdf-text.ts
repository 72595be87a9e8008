import type * as fontkit from "fontkit";
import { languageRuns } from "../content/language-of-parts";
import type { ChainFont, FontChain } from "../text-layout/font-chain";
import {
  type Line,
  ParagraphLayout,
  type PlacedRun,
  type Span,
  type TextLanguage,
  prepareTexts,
} from "../text-layout/paragraph-layout";
import { type Features, glyphGroups, holdsRtlLetter, mirrored, shapeRun } from "../text-layout/shape-run";
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

/** Part of a run drawn with one `doc.text`: its text as written, what PDFKit is given, and where it starts. */
interface Piece {
  text: string;
  drawn: string;
  /** Its left edge from the run's, in the font's units. */
  x: number;
  /** Its glyphs, left to right. */
  glyphs: fontkit.Glyph[];
  /** Whether its glyphs give its text back (else it is tagged with its text). */
  plain: boolean;
}

/** A text that a PDF reader would take for one of its own marks (no ToUnicode entry may begin with one). */
const STARTS_IGNORABLE = /^\p{Default_Ignorable_Code_Point}/u;
const codePoints = (text: string) => [...text].map((c) => c.codePointAt(0)!);
const reversed = (text: string) => [...text].reverse().join("");

/**
 * The text a reader gets back from a glyph, as the PDF's ToUnicode map should give it: its characters; right to left,
 * in reverse order and unmirrored, since a reader (pdf.js, poppler) reverses a right-to-left line a character at a
 * time: a lam-alef ligature maps to alef then lam, a ")" drawn for "(" to "(".
 */
const readingOf = (glyph: fontkit.Glyph, rtl: boolean) => {
  const text = String.fromCodePoint(...glyph.codePoints);
  return rtl ? mirrored(reversed(text)) : text;
};

/**
 * The PDF's text, laid out by the shared text layout (any script, shaped, in reading order) and drawn a run at a
 * time with PDFKit's public API, which shapes the run again with a copy of the same fontkit font and the same
 * features. Every run is tagged so that it reads back as written: copied, extracted, or heard from the structure
 * tree. Each glyph's ToUnicode entry is the text it stands for where it is first drawn, in the order a reader puts
 * back (see `readingOf`); a cluster whose glyphs cannot give its text back (a vowel drawn before its consonant, a
 * glyph drawn before for other letters, an invisible mark) is drawn on its own as a Span whose ActualText is its text.
 */
export class PdfText {
  /** The paragraphs laid out, whose fonts `prepare` reads. */
  private readonly texts = new Set<string>();
  /** The fonts PDFKit draws with, by key: copies of the layout's, whose glyphs carry the PDF's ToUnicode text. */
  private readonly pdfFonts = new Map<string, fontkit.Font>();
  /** What the ToUnicode map says of each glyph looked at, by font key. */
  private readonly toUnicode = new Map<string, Map<number, string>>();
  /** The marked content being drawn into: a plain run's goes on with the next plain run of the same element. */
  private open: { element: Element; content: Content; plain: boolean; rtl: boolean; size?: number } | undefined;

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
    const scale = size / run.font.font.unitsPerEm;
    for (const piece of this.pieces(run)) {
      // In a left-to-right paragraph, a change of direction starts new content: pdf.js reads one marked content's runs
      // of both directions back in the order they are seen (digits before a right-to-left word, after it). Right to
      // left, it reads such content right, and a piece of neutral marks alone, wrong.
      const { rtl } = run;
      const turns = this.direction === "ltr" && this.open?.rtl !== rtl;
      const joins = this.open?.element === element && piece.plain && this.open.plain && !turns;
      if (this.open && !joins) this.close();
      if (!this.open) {
        const plain = piece.plain;
        if (plain) this.open = { element, content: doc.markStructureContent(link ? "Link" : target.tag), plain, rtl };
        else {
          const span = doc.struct("Span", { actual: piece.text });
          element.add(span);
          const content = doc.markStructureContent("Span", { actual: piece.text });
          this.open = { element: span, content, plain, rtl, size };
        }
      }
      this.paint(run.font, piece.drawn, run.features, x + piece.x * scale, top, size, color);
      if (!piece.plain) this.close();
    }
    if (link) doc.link(x, top, run.width, size * 1.2, link.url, { structParent: element } as object);
  }

  /** Draws `line` untagged, inside page furniture (an Artifact) its caller has begun. */
  drawArtifact(line: Line<unknown>, x: number, top: number, size: number, color: string) {
    for (const run of line.runs) this.paint(run.font, run.shaped.drawn, run.features, x + run.x, top, size, color);
  }

  /** Draws `drawn` in `font` and `color`, its line's top at `top`. */
  private paint(
    font: ChainFont,
    drawn: string,
    features: Features,
    x: number,
    top: number,
    size: number,
    color: string,
  ) {
    const { doc } = this;
    this.pdfFont(font);
    doc.font(font.key).fontSize(size).fillColor(color);
    // PDFKit moves its cursor to where it draws: the layout keeps its own.
    const cursor = { x: doc.x, y: doc.y };
    doc.text(drawn, x, top + ASCENT * size, {
      lineBreak: false,
      baseline: "alphabetic",
      // PDFKit lays the run out again: with the same features, in a copy (fontkit fills in the object it is given).
      features: { ...features } as unknown as PDFKit.Mixins.OpenTypeFeatures[],
    });
    [doc.x, doc.y] = [cursor.x, cursor.y];
  }

  /** The copy of `font` that PDFKit draws with (it takes a fontkit font as it is), registered on first use. */
  private pdfFont(font: ChainFont): fontkit.Font {
    let copy = this.pdfFonts.get(font.key);
    if (!copy) {
      copy = this.chain.copy(font);
      this.doc.registerFont(font.key, copy as unknown as Buffer);
      this.pdfFonts.set(font.key, copy);
    }
    return copy;
  }

  private newLink(target: Target, link: NonNullable<RunStyle["link"]>) {
    this.close();
    this.doc.linkDescriptions.set(link.url, link.description);
    const element = this.doc.struct("Link", { alt: link.description });
    target.element.add(element);
    target.links.set(link.url, element);
    return element;
  }

  /** Ends the marked content being drawn into: where a paragraph goes on to a new page, whose content is its own. */
  close() {
    if (!this.open) return;
    if (this.open.plain) this.doc.endMarkedContent();
    else this.endSpan(this.open.size!);
    this.open.element.add(this.open.content);
    if (!this.open.plain) this.open.element.end();
    this.open = undefined;
  }

  /**
   * Ends a Span's marked content in the state its glyphs were drawn in, for poppler (pdftotext, Evince, Okular), which
   * sets an ActualText where its span ends, in the graphics state of that moment. PDFKit draws each text between q and
   * Q, in the page's own axes and a font of its own: after it the y axis is flipped and no font is set, and poppler
   * would put the text on a line of its own elsewhere on the page. An empty text in the same font and size, in the
   * same axes, sets them back. PDFKit has no public way to name its font in the content: without one, the span ends as
   * any other.
   */
  private endSpan(size: number) {
    const { doc } = this;
    const font = (doc as unknown as { _font?: { id?: unknown } })._font?.id;
    if (typeof font !== "string") return void doc.endMarkedContent();
    doc.save();
    doc.transform(1, 0, 0, -1, 0, doc.page.height);
    doc.addContent(`BT /${font} ${size} Tf <> Tj ET`);
    doc.endMarkedContent();
    doc.restore();
  }

  /**
   * `run` in the pieces it is drawn in, in reading order: whole, when its glyphs give its text back; else cut into
   * groups of clusters that draw the same glyphs alone (`glyphGroups`), each at its own place, neighbours that give
   * their text back drawn together. Right to left, only what holds a right-to-left letter, or is white space, reads
   * back from its glyphs: a reader reverses a line's right-to-left letters and the marks between them, but takes
   * brackets and slashes alone in the line's direction. And right to left, a run is cut where its words stand a few
   * spaces apart: pdf.js cuts it there and reads the parts in the order they are drawn, so they are drawn in reading
   * order. Not at one space, where pdf.js would give a word's leading mark (an Urdu izafat) to the word before.
   */
  private pieces(run: PlacedRun<RunStyle>): Piece[] {
    const { shaped, rtl, text } = run;
    // Each word: a reader splits a line where the space is, and keeps a word without a right-to-left letter as drawn.
    const readable = (piece: string) =>
      !rtl || /^\s+$/u.test(piece) || piece.split(/\s+/u).every((word) => !word || holdsRtlLetter(word));
    const noWideGap = (piece: string) => !rtl || !/\s{2,}\S/u.test(piece.trimStart());
    // A reader starts a new piece of text at a glyph moved off the line (an Arabic mark above or below its letter), and
    // reads the pieces in the order they are drawn: right to left, such glyphs are read from their ActualText.
    const onLine = (from: number, to: number) => !rtl || shaped.positions.slice(from, to).every((p) => !p.yOffset);
    const whole = { text, drawn: shaped.drawn, x: 0, glyphs: shaped.glyphs };
    if (
      noWideGap(text) &&
      readable(text) &&
      onLine(0, shaped.glyphs.length) &&
      this.readsBack(run.font, whole.glyphs, rtl, text)
    )
      return [{ ...whole, plain: true }];
    const font = run.font.font;
    const advance = (from: number, to: number) =>
      shaped.positions.slice(from, to).reduce((sum, p) => sum + p.xAdvance, 0);
    const pieces: Piece[] = [];
    for (const group of glyphGroups(font, text, rtl, run.features, shaped)) {
      const piece = {
        text: text.slice(group.start, group.end),
        drawn: shapeRun(font, text.slice(group.start, group.end), rtl, run.features).drawn,
        x: advance(0, group.from),
        glyphs: shaped.glyphs.slice(group.from, group.to),
      };
      const readsBack =
        this.readsBack(run.font, piece.glyphs, rtl, piece.text) && readable(piece.text) && onLine(group.from, group.to);
      const last = pieces.at(-1);
      const joins = last?.plain && readsBack && noWideGap(last.text + piece.text);
      const joined = joins ? this.join(run, last, piece) : undefined;
      if (joined) pieces[pieces.length - 1] = joined;
      else pieces.push({ ...piece, plain: readsBack });
    }
    return pieces;
  }

  /** Two neighbouring pieces (`next` after `last` in reading order) drawn as one, where that draws the same glyphs. */
  private join(run: PlacedRun<RunStyle>, last: Piece, next: Omit<Piece, "plain">): Piece | undefined {
    const text = last.text + next.text;
    const joined = shapeRun(run.font.font, text, run.rtl, run.features);
    const glyphs = run.rtl ? [...next.glyphs, ...last.glyphs] : [...last.glyphs, ...next.glyphs];
    if (joined.glyphs.length !== glyphs.length || joined.glyphs.some((g, i) => g.id !== glyphs[i]!.id))
      return undefined;
    return { text, drawn: joined.drawn, x: Math.min(last.x, next.x), glyphs, plain: true };
  }

  /**
   * Whether `glyphs` (left to right) give `text` back, as the ToUnicode map says of them: in order, or, right to left,
   * in reverse order, which a reader's own bidi puts back (Arabic in IBM Plex Sans Arabic, Hebrew; not Arabic in Noto, whose
   * dotted letters are a shared skeleton and a dot, nor a vowel drawn before its consonant).
   */
  private readsBack(font: ChainFont, glyphs: fontkit.Glyph[], rtl: boolean, text: string): boolean {
    let read = "";
    for (const glyph of glyphs) {
      const reading = readingOf(glyph, rtl);
      if (reading === "" || this.mapped(font, glyph, reading) !== reading) return false;
      read += reading;
    }
    return (rtl ? reversed(read) : read) === text;
  }

  /**
   * What the ToUnicode map says `glyph` stands for: `reading`, when the glyph is first drawn here (PDFKit maps a glyph
   * to the characters of the copy's glyph object, which `getGlyph` makes with the characters it is given); else what
   * it was first drawn for.
   */
  private mapped(font: ChainFont, glyph: fontkit.Glyph, reading: string): string {
    let map = this.toUnicode.get(font.key);
    if (!map) this.toUnicode.set(font.key, (map = new Map()));
    let text = map.get(glyph.id);
    if (text === undefined) {
      const given = STARTS_IGNORABLE.test(reading) ? glyph.codePoints : codePoints(reading);
      text = String.fromCodePoint(...this.pdfFont(font).getGlyph(glyph.id, given).codePoints);
      map.set(glyph.id, text);
    }
    return text;
  }
}
