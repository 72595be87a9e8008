import type { Line } from "../text-layout/paragraph-layout";
import type { CvPdfDocument } from "./cv-pdf-document";
import { type PdfText, type PdfWeight, type RunStyle } from "./cv-pdf-text";

type Element = PDFKit.PDFStructureElement;

const INK = "#111118";
const MUTED = "#4a4a5a";
const ACCENT = "#3730a3";
const RULE = "#c7c7d1";

export interface TextStyle {
  weight: PdfWeight;
  size: number;
  /** The line's height, as a multiple of the size. */
  leading: number;
  color: string;
}

export const BODY: TextStyle = { weight: 400, size: 9, leading: 1.4, color: INK };
export const DETAIL: TextStyle = { ...BODY, color: MUTED };
export const STRONG: TextStyle = { ...BODY, weight: 600 };
export const NAME: TextStyle = { weight: 700, size: 20, leading: 1.2, color: INK };
export const LABEL: TextStyle = { weight: 600, size: 11, leading: 1.4, color: ACCENT };
const HEADING: TextStyle = { ...BODY, weight: 700, size: 11, leading: 1.2 };
const FOOTER: TextStyle = { ...DETAIL, size: 7.5 };

/** A link: its address, and what a screen reader says of it (the visible text may be as short as "Case study"). */
export interface LinkTo {
  url: string;
  description: string;
}

/** Part of a paragraph or a list: text in one style, or a link (in the accent colour). */
export interface Run {
  text: string;
  style?: TextStyle;
  link?: LinkTo;
}

/** A piece of the CV that knows its height before it is drawn, so that what must stay whole can move to a new page. */
export interface Part {
  height(): number;
  /** Draws it, its tags added to `parent`. */
  draw(parent: Element): void;
}

/** Between the contact's items, drawn as page furniture: a screen reader hears the items as a list. No-break spaces: the dot keeps its room on both sides. */
const SEPARATOR = "\u00a0\u00a0·\u00a0\u00a0";
/** Where a list item's text starts, and where its bullet's centre sits, from the column's start edge. */
const ITEM_INDENT = 13;
const BULLET = { x: 6, radius: 1.4 };
/** The digits and the slash of the page numbers. */
const PAGE_NUMBER_CHARACTERS = "0123456789 / ";

const sum = (parts: readonly Part[]) => parts.reduce((total, part) => total + part.height(), 0);

/** Runs laid out in lines of `width`, measured once: laying text out is most of the PDF's time. */
interface Laid {
  lines: () => Line<RunStyle>[];
  height: () => number;
}

/**
 * Lays out the CV in one column on the document's pages, each piece tagged as it is drawn (PDFKit's `struct`): text
 * goes in a structure element, rules and bullets are page furniture (artifacts). A right-to-left CV (its site's
 * language's direction) is set from the right: lines aligned right, bullets and the dates on the other side.
 */
export class Typesetter {
  readonly left: number;
  readonly width: number;

  constructor(
    readonly doc: CvPdfDocument,
    readonly text: PdfText,
  ) {
    const { margins, width } = doc.page;
    this.left = margins.left;
    this.width = width - margins.left - margins.right;
    text.note(SEPARATOR + PAGE_NUMBER_CHARACTERS);
  }

  private get rtl() {
    return this.text.direction === "rtl";
  }

  /** The x of a box `width` wide, `inset` from the column's start edge. */
  private x(width: number, inset = 0) {
    return this.rtl ? this.left + this.width - inset - width : this.left + inset;
  }

  /** `runs` (each in its own style, or `style`), to be laid out in lines `width` wide once their fonts are read. */
  private laid(runs: readonly Run[], style: TextStyle, width: number): Laid {
    const spans = runs.map((run) => {
      const own = run.style ?? style;
      return { text: run.text, weight: own.weight, tag: { color: run.link ? ACCENT : own.color, link: run.link } };
    });
    this.text.note(spans.map((span) => span.text).join(""));
    let lines: Line<RunStyle>[] | undefined;
    const laidOut = () => (lines ??= this.text.lines(spans, style.size, width));
    return { lines: laidOut, height: () => laidOut().length * style.size * style.leading };
  }

  /** The width of `text` on one line. */
  private widthOf(text: string, style: TextStyle) {
    return this.laid([{ text }], style, Infinity).lines()[0]?.width ?? 0;
  }

  /** Draws laid-out lines from the current y, tagged `tag` under `parent`, moving to a new page where one is full. */
  private drawLines(
    parent: Element,
    tag: string,
    laid: Laid,
    style: TextStyle,
    { inset = 0, width = this.width } = {},
  ) {
    const { doc } = this;
    const target = this.text.element(parent, tag);
    const lineHeight = style.size * style.leading;
    for (const line of laid.lines()) {
      if (doc.y + lineHeight > doc.page.maxY() && doc.y > doc.page.margins.top) {
        this.text.close();
        doc.addPage();
      }
      this.text.drawLine(target, line, this.text.start(this.x(width, inset), width, line.width), doc.y, style.size);
      doc.y += lineHeight;
    }
    this.text.end(target);
  }

  /** Drawn outside the structure tree: a screen reader skips it. */
  private artifact(draw: () => void, type: "Layout" | "Pagination" = "Layout") {
    this.doc.markContent("Artifact", { type });
    draw();
    this.doc.endMarkedContent();
  }

  /** Starts a new page unless `height` fits on this one, or would not fit on a new one either. */
  private room(height: number) {
    const { doc } = this;
    const top = doc.page.margins.top;
    const bottom = doc.page.maxY();
    if (doc.y + height > bottom && doc.y > top && height <= bottom - top) doc.addPage();
  }

  gap(points: number): Part {
    return { height: () => points, draw: () => void (this.doc.y += points) };
  }

  /** Parts kept on one page, unless together they are taller than a page. */
  whole(...parts: Part[]): Part {
    let height: number | undefined;
    // Measured once: laying text out is most of the PDF's time.
    const measure = () => (height ??= sum(parts));
    return {
      height: measure,
      draw: (parent) => {
        this.room(measure());
        for (const part of parts) part.draw(parent);
      },
    };
  }

  /** A paragraph (or heading: `tag`) of runs, a link among them tagged Link inside it. */
  paragraph(runs: Run[], { tag = "P", style = BODY }: { tag?: string; style?: TextStyle } = {}): Part {
    const laid = this.laid(runs, style, this.width);
    return { height: laid.height, draw: (parent) => this.drawLines(parent, tag, laid, style) };
  }

  /** A section's heading (H2), ruled off underneath. */
  heading(text: string): Part {
    const above = 14;
    const below = 6.75;
    const title = this.paragraph([{ text }], { tag: "H2", style: HEADING });
    return {
      height: () => above + title.height() + below,
      draw: (parent) => {
        const { doc } = this;
        doc.y += above;
        title.draw(parent);
        const y = doc.y + 2;
        this.artifact(() =>
          doc
            .moveTo(this.left, y)
            .lineTo(this.left + this.width, y)
            .lineWidth(0.75)
            .strokeColor(RULE)
            .stroke(),
        );
        doc.y += below;
      },
    };
  }

  /** An entry's title (an H3), with its dates or client at the end of its first line. */
  entryHead(title: string, when?: string): Part {
    let widths: { when: number; title: number } | undefined;
    const measure = () => {
      if (!widths) {
        const whenWidth = when ? Math.min(this.widthOf(when, DETAIL) + 1, this.width * 0.45) : 0;
        widths = { when: whenWidth, title: this.width - (when ? whenWidth + 8 : 0) };
      }
      return widths;
    };
    const titleLaid = this.laidLazily([{ text: title }], STRONG, () => measure().title);
    const whenLaid = when ? this.laidLazily([{ text: when }], DETAIL, () => measure().when) : undefined;
    const height = () => Math.max(titleLaid.height(), whenLaid?.height() ?? 0);
    return {
      height,
      draw: (parent) => {
        const { doc } = this;
        // A heading is never split across pages, even in an entry too tall to keep whole.
        this.room(height());
        const top = doc.y;
        this.drawLines(parent, "H3", titleLaid, STRONG, { width: measure().title });
        const bottom = doc.y;
        if (whenLaid) {
          doc.y = top;
          // At the line's end: its right for a left-to-right CV, set flush to that edge.
          const target = this.text.element(parent, "P");
          const lineHeight = DETAIL.size * DETAIL.leading;
          for (const line of whenLaid.lines()) {
            const x = this.rtl ? this.left : this.left + this.width - line.width;
            this.text.drawLine(target, line, x, doc.y, DETAIL.size);
            doc.y += lineHeight;
          }
          this.text.end(target);
        }
        doc.x = this.left;
        doc.y = Math.max(bottom, doc.y);
      },
    };
  }

  /** `laid`, with a width known only once the fonts are read (it depends on another text's width). */
  private laidLazily(runs: readonly Run[], style: TextStyle, width: () => number): Laid {
    let laid: Laid | undefined;
    this.text.note(runs.map((run) => run.text).join(""));
    const get = () => (laid ??= this.laid(runs, style, width()));
    return { lines: () => get().lines(), height: () => get().height() };
  }

  /**
   * A bulleted list (L > LI > LBody, its bullets page furniture), each item kept whole on one page (unless taller than
   * a page), and a new L on each page it runs on: a reader (pdf.js) reads a list, with all its items, on every page that
   * holds part of it.
   */
  list(items: readonly string[]): Part {
    const width = this.width - ITEM_INDENT;
    const laid = items.map((item) => this.laid([{ text: item }], BODY, width));
    return {
      height: () => laid.reduce((total, item) => total + item.height(), 0),
      draw: (parent) => {
        const { doc } = this;
        if (items.length === 0) return;
        let list: Element | undefined;
        let page: PDFKit.PDFPage | undefined;
        for (const item of laid) {
          this.room(item.height());
          if (doc.page !== page) {
            list?.end();
            list = doc.struct("L");
            parent.add(list);
            page = doc.page;
          }
          const y = doc.y + BODY.size * 0.7;
          const x = this.rtl ? this.left + this.width - BULLET.x : this.left + BULLET.x;
          this.artifact(() => doc.circle(x, y, BULLET.radius).fill(INK));
          const li = doc.struct("LI");
          list!.add(li);
          this.drawLines(li, "LBody", item, BODY, { inset: ITEM_INDENT, width });
          li.end();
        }
        list!.end();
        doc.x = this.left;
      },
    };
  }

  /**
   * Short items side by side, wrapping as whole items, with a separator between neighbours on a line: a list, each
   * item an LI (with its Link). An item wider than the column wraps on lines of its own.
   */
  inlineList(items: readonly Run[]): Part {
    for (const run of items) this.text.note(run.text);
    let placed: { run: Run; x: number; y: number; beside: boolean; laid: Laid }[] | undefined;
    let height = 0;
    let separator = 0;
    const layout = () => {
      if (placed) return placed;
      separator = this.widthOf(SEPARATOR, DETAIL);
      let [x, y, lineHeight] = [0, 0, 0];
      placed = items.map((run, i) => {
        const width = Math.min(this.widthOf(run.text, DETAIL), this.width);
        const beside = i > 0 && x + separator + width <= this.width;
        if (beside) x += separator;
        else if (i > 0) [x, y, lineHeight] = [0, y + lineHeight, 0];
        const laid = this.laid([run], DETAIL, this.width - x);
        const at = { run, x, y, beside, laid };
        x += width;
        lineHeight = Math.max(lineHeight, laid.height());
        return at;
      });
      height = y + lineHeight;
      return placed;
    };
    return {
      height: () => (layout(), height),
      draw: (parent) => {
        const { doc } = this;
        const all = layout();
        const top = doc.y;
        const list = doc.struct("L");
        parent.add(list);
        for (const { x, y, beside, laid } of all) {
          if (beside) {
            const [line] = this.laid([{ text: SEPARATOR }], DETAIL, Infinity).lines();
            this.artifact(() =>
              this.text.drawArtifact(line!, this.x(separator, x - separator), top + y, DETAIL.size, DETAIL.color),
            );
          }
          const li = doc.struct("LI");
          list.add(li);
          doc.y = top + y;
          this.drawLines(li, "LBody", laid, DETAIL, { inset: x, width: this.width - x });
          li.end();
        }
        list.end();
        [doc.x, doc.y] = [this.left, top + height];
      },
    };
  }

  /** A section: its heading kept with its first part, the whole tagged Sect. */
  section(title: string, parts: Part[]): Part {
    const heading = this.heading(title);
    const oneLine = BODY.size * BODY.leading;
    return {
      height: () => heading.height() + sum(parts),
      draw: (parent) => {
        const sect = this.doc.struct("Sect");
        parent.add(sect);
        this.room(heading.height() + (parts[0]?.height() ?? 0));
        // A first part taller than a page starts under the heading: the heading is never left at a page's foot.
        this.room(heading.height() + oneLine);
        heading.draw(sect);
        for (const part of parts) part.draw(sect);
        sect.end();
      },
    };
  }

  /** "1 / 2" at the foot of page `n` of `count` (the current page), at the line's end, as page furniture. */
  pageNumber(n: number, count: number) {
    const [line] = this.laid([{ text: `${n} / ${count}` }], FOOTER, Infinity).lines();
    const x = this.rtl ? this.left : this.left + this.width - line!.width;
    this.artifact(
      () => this.text.drawArtifact(line!, x, this.doc.page.maxY() + 14, FOOTER.size, FOOTER.color),
      "Pagination",
    );
  }
}
