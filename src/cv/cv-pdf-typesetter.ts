import type { CvPdfDocument } from "./cv-pdf-document";

type Element = PDFKit.PDFStructureElement;

const INK = "#111118";
const MUTED = "#4a4a5a";
const ACCENT = "#3730a3";
const RULE = "#c7c7d1";

export interface TextStyle {
  weight: 400 | 600 | 700;
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

/**
 * Keyword search and ATS parsers read "fi" and "fl" as two letters only without the ligature glyphs. Contextual
 * alternates only lift punctuation beside capitals, and shaping them costs most of a long CV's build. fontkit turns a
 * feature off when given an object; @types/pdfkit knows only the list of features to turn on.
 */
const PLAIN_LETTERS = { liga: false, clig: false, calt: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];
/** Between the contact's items, drawn as page furniture: a screen reader hears the items as a list. */
const SEPARATOR = "  ·  ";
/** Where a list item's text starts, and where its bullet's centre sits, from the column's left edge. */
const ITEM_INDENT = 13;
const BULLET = { x: 6, radius: 1.4 };

const sum = (parts: readonly Part[]) => parts.reduce((total, part) => total + part.height(), 0);

/**
 * Lays out the CV in one column on the document's pages, each piece tagged as it is drawn (PDFKit's `struct`): text
 * goes in a structure element, rules and bullets are page furniture (artifacts).
 */
export class Typesetter {
  readonly left: number;
  readonly width: number;

  constructor(readonly doc: CvPdfDocument) {
    const { margins, width } = doc.page;
    this.left = margins.left;
    this.width = width - margins.left - margins.right;
  }

  /** Sets the style, and gives the text options that go with it. */
  private use(style: TextStyle, width = this.width): PDFKit.Mixins.TextOptions {
    const doc = this.doc.font(String(style.weight)).fontSize(style.size).fillColor(style.color);
    return { width, lineGap: style.size * style.leading - doc.currentLineHeight(true), features: PLAIN_LETTERS };
  }

  private textHeight(text: string, style: TextStyle, width = this.width) {
    return this.doc.heightOfString(text, this.use(style, width));
  }

  /** Drawn outside the structure tree: a screen reader skips it. */
  private artifact(draw: () => void, type: "Layout" | "Pagination" = "Layout") {
    this.doc.markContent("Artifact", { type });
    draw();
    this.doc.endMarkedContent();
  }

  /** `draw`, tagged Link and described where `link` is given (PDFKit ties the link's annotation to the tag). */
  private linked(link: LinkTo | undefined, draw: () => void) {
    if (!link) return draw;
    this.doc.linkDescriptions.set(link.url, link.description);
    return this.doc.struct("Link", { alt: link.description }, [draw]);
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
    // Measured in the heaviest (widest) weight among the runs, so that it never takes more room than it was given.
    const widest = { ...style, weight: Math.max(...runs.map((r) => (r.style ?? style).weight)) } as TextStyle;
    return {
      height: () => this.textHeight(runs.map((r) => r.text).join(""), widest),
      draw: (parent) => {
        const { doc } = this;
        const children = runs.map(({ text, style: own = style, link }, i) =>
          this.linked(link, () => {
            const options = { ...this.use(link ? { ...own, color: ACCENT } : own), continued: i < runs.length - 1 };
            if (i === 0) doc.text(text, this.left, doc.y, { ...options, link: link?.url });
            else doc.text(text, { ...options, link: link?.url });
          }),
        );
        parent.add(doc.struct(tag, {}, children));
      },
    };
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

  /** An entry's title (an H3), with its dates or client on the right of its first line. */
  entryHead(title: string, when?: string): Part {
    const whenWidth = () =>
      when ? Math.min(this.doc.widthOfString(when, this.use(DETAIL)) + 1, this.width * 0.45) : 0;
    const titleWidth = () => this.width - (when ? whenWidth() + 8 : 0);
    const height = () =>
      Math.max(this.textHeight(title, STRONG, titleWidth()), when ? this.textHeight(when, DETAIL, whenWidth()) : 0);
    return {
      height,
      draw: (parent) => {
        const { doc } = this;
        // A heading is never split across pages, even in an entry too tall to keep whole.
        this.room(height());
        const [top, right, width] = [doc.y, this.left + this.width, whenWidth()];
        parent.add(doc.struct("H3", {}, () => doc.text(title, this.left, top, this.use(STRONG, titleWidth()))));
        const bottom = doc.y;
        if (when) {
          const options = { ...this.use(DETAIL, width), align: "right" as const };
          parent.add(doc.struct("P", {}, () => doc.text(when, right - width, top, options)));
        }
        doc.x = this.left;
        doc.y = Math.max(bottom, doc.y);
      },
    };
  }

  /** A bulleted list (L > LI > LBody, its bullets page furniture). */
  list(items: readonly string[]): Part {
    const width = this.width - ITEM_INDENT;
    return {
      height: () => items.reduce((total, item) => total + this.textHeight(item, BODY, width), 0),
      draw: (parent) => {
        const { doc } = this;
        if (items.length === 0) return;
        const list = doc.struct("L");
        parent.add(list);
        for (const item of items) {
          const options = this.use(BODY, width);
          this.room(doc.currentLineHeight(true) + (options.lineGap ?? 0));
          const y = doc.y + BODY.size * 0.7;
          this.artifact(() => doc.circle(this.left + BULLET.x, y, BULLET.radius).fill(INK));
          const body = doc.struct("LBody", {}, () => doc.text(item, this.left + ITEM_INDENT, doc.y, options));
          list.add(doc.struct("LI", {}, [body]));
        }
        list.end();
        doc.x = this.left;
      },
    };
  }

  /**
   * Short items side by side, wrapping as whole items, with a separator between neighbours on a line: a list, each
   * item an LI (with its Link). An item wider than the column wraps on lines of its own.
   */
  inlineList(items: readonly Run[]): Part {
    const layout = () => {
      const options = this.use(DETAIL);
      const separator = this.doc.widthOfString(SEPARATOR, options);
      let [x, y, lineHeight] = [0, 0, 0];
      const placed = items.map((run, i) => {
        const width = Math.min(this.doc.widthOfString(run.text, options), this.width);
        const beside = i > 0 && x + separator + width <= this.width;
        if (beside) x += separator;
        else if (i > 0) [x, y, lineHeight] = [0, y + lineHeight, 0];
        const at = { run, x, y, beside };
        x += width;
        lineHeight = Math.max(lineHeight, this.textHeight(run.text, DETAIL, this.width - at.x));
        return at;
      });
      return { placed, height: y + lineHeight, separator };
    };
    return {
      height: () => layout().height,
      draw: (parent) => {
        const { doc } = this;
        const { placed, height, separator } = layout();
        const top = doc.y;
        const list = doc.struct("L");
        parent.add(list);
        for (const { run, x, y, beside } of placed) {
          const options = this.use(DETAIL);
          if (beside) {
            this.artifact(() =>
              doc.text(SEPARATOR, this.left + x - separator, top + y, {
                ...options,
                width: undefined,
                lineBreak: false,
              }),
            );
          }
          const content = this.linked(run.link, () => {
            const own = this.use(run.link ? { ...DETAIL, color: ACCENT } : DETAIL, this.width - x + 0.01);
            doc.text(run.text, this.left + x, top + y, { ...own, link: run.link?.url });
          });
          list.add(doc.struct("LI", {}, [doc.struct("LBody", {}, [content])]));
        }
        list.end();
        [doc.x, doc.y] = [this.left, top + height];
      },
    };
  }

  /** A section: its heading kept with its first part, the whole tagged Sect. */
  section(title: string, parts: Part[]): Part {
    const heading = this.heading(title);
    return {
      height: () => heading.height() + sum(parts),
      draw: (parent) => {
        const sect = this.doc.struct("Sect");
        parent.add(sect);
        this.room(heading.height() + (parts[0]?.height() ?? 0));
        // A first part taller than a page starts under the heading: the heading is never left at a page's foot.
        this.room(heading.height() + this.textHeight(" ", BODY));
        heading.draw(sect);
        for (const part of parts) part.draw(sect);
        sect.end();
      },
    };
  }

  /** "1 / 2" at the foot of page `n` of `count` (the current page), as page furniture. */
  pageNumber(n: number, count: number) {
    const { doc } = this;
    const text = `${n} / ${count}`;
    const options = { ...this.use(FOOTER), width: undefined, lineBreak: false };
    const x = this.left + this.width - doc.widthOfString(text, options);
    this.artifact(() => doc.text(text, x, doc.page.maxY() + 14, options), "Pagination");
  }
}
