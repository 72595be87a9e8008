import bidiFactory from "bidi-js";
import { getScript } from "unicode-properties";
import { type OtherLanguage, languageRuns, separatorsAsSpaces } from "../content/language-of-parts";
import { type ChainFont, type FontChain, drawnCodePoints } from "./font-chain";
import { type FontFace, type HanForms, hanFormsOf } from "./font-faces";
import { type LineRange, type Segment, breakLines } from "./line-breaks";
import { type Features, type ShapedRun, graphemes, shapeRun } from "./shape-run";

const bidi = bidiFactory();

/** The language a text is in: the site's, but for the phrases site.json names as another language's. */
export interface TextLanguage {
  site: string;
  others?: readonly OtherLanguage[] | null;
}

/** A piece of a paragraph in one weight, with what its caller draws it with (a colour, a link). */
export interface Span<T> {
  text: string;
  weight: number;
  tag: T;
}

export interface ParagraphStyle {
  /** The size the text is set at, in the drawing's units (points, pixels). */
  size: number;
  /** How wide a line may be (Infinity: the paragraph on one line). */
  width: number;
  /** The paragraph's base direction (the way its lines run), the site's language's. */
  direction: "ltr" | "rtl";
  /** Features for Latin, Greek, Cyrillic and common characters; other scripts are shaped as their fonts say. */
  features: Features;
  /** Break a word too long for a line between its clusters; else it runs over, for the caller to set smaller. */
  breakWords?: boolean;
}

/** A run of a line: characters in one span, font, script and direction, placed. */
export interface PlacedRun<T> {
  tag: T;
  /** Its characters as written. */
  text: string;
  /** Where they start in the paragraph. */
  start: number;
  font: ChainFont;
  rtl: boolean;
  /** The features it was shaped with, for a drawing that shapes it again (PDFKit) to use the same. */
  features: Features;
  shaped: ShapedRun;
  /** Its left edge from the line's left end, and its width. */
  x: number;
  width: number;
}

/**
 * A line: its runs in reading (logical) order, each at its place in visual order; where it starts and ends in the
 * paragraph (its end without the white space it breaks after). A caller aligns it to the paragraph's start side.
 */
export interface Line<T> {
  runs: PlacedRun<T>[];
  width: number;
  start: number;
  end: number;
}

interface Item {
  start: number;
  end: number;
  level: number;
  face: FontFace;
  weight: number;
  span: number;
  script: string;
}

/** Scripts the caller's features are meant for (no ligature in a Latin word); others need their fonts' own. */
const PLAIN_SCRIPTS = new Set(["Latin", "Greek", "Cyrillic", "Common", "Inherited"]);
const isCommon = (script: string) => script === "Common" || script === "Inherited";
const scriptOf = (cluster: string) => getScript(cluster.codePointAt(0)!);

/** The Han forms each UTF-16 unit of `text` takes, from the language of the phrase it is in. */
function hanForms(text: string, language: TextLanguage): HanForms[] {
  const forms: HanForms[] = [];
  for (const run of languageRuns(text, language.site, language.others)) {
    forms.push(...Array<HanForms>(run.text.length).fill(hanFormsOf(run.lang)));
  }
  return forms;
}

/** Reads the fonts that `texts` need at `weights` (FontChain.prepare), each phrase in its language's Han forms. */
export const prepareTexts = (
  chain: FontChain,
  texts: Iterable<string>,
  language: TextLanguage,
  weights: readonly number[],
) =>
  chain.prepare(
    [...texts].flatMap((text) =>
      languageRuns(separatorsAsSpaces(text), language.site, language.others).map((run) => ({
        text: run.text,
        han: hanFormsOf(run.lang),
      })),
    ),
    weights,
  );

/**
 * A paragraph laid out as browsers and satori lay text out: cut into runs by bidi level (UBA), script, language and
 * font (the chain's first font that holds each cluster), each run shaped by fontkit, broken into lines where UAX #14
 * allows, and each line put in visual order.
 */
export class ParagraphLayout<T> {
  readonly text: string;
  private readonly levels: Uint8Array;
  private readonly items: Item[] = [];

  private readonly spans: readonly Span<T>[];

  constructor(
    private readonly chain: FontChain,
    spans: readonly Span<T>[],
    language: TextLanguage,
    private readonly style: ParagraphStyle,
  ) {
    // A line or paragraph separator shows as a space, as on the page.
    this.spans = spans.map((span) => ({ ...span, text: separatorsAsSpaces(span.text) }));
    this.text = this.spans.map((s) => s.text).join("");
    this.levels = bidi.getEmbeddingLevels(this.text, style.direction).levels;
    this.itemize(hanForms(this.text, language));
  }

  private itemize(han: HanForms[]) {
    let at = 0;
    this.spans.forEach(({ text, weight }, span) => {
      for (const cluster of graphemes(text)) {
        for (const [piece, face] of this.facesOf(cluster, han[at]!)) {
          const item = { start: at, end: at + piece.length, level: this.levels[at]!, face, weight, span };
          this.add({ ...item, script: scriptOf(piece) }, piece);
          at += piece.length;
        }
      }
    });
  }

  /**
   * A cluster with the face that draws it; a cluster no one face holds whole, a character at a time; an invisible one
   * (a joiner, a direction mark) in the face of the cluster before it, which hides it.
   */
  private facesOf(cluster: string, han: HanForms): (readonly [string, FontFace])[] {
    if (drawnCodePoints(cluster).length === 0) return [[cluster, this.items.at(-1)?.face ?? this.chain.fallback]];
    const face = this.chain.faceFor(cluster, han);
    if (face) return [[cluster, face]];
    return [...cluster].map((c) => [c, this.chain.faceFor(c, han) ?? this.chain.fallback] as const);
  }

  /**
   * Adds a cluster to the last item when it can go on in it: a space or a comma stays in the font of the Arabic or
   * Han words around it (not in an emoji font's, whose space is an em wide).
   */
  private add(next: Item, cluster: string) {
    const last = this.items.at(-1);
    const continues =
      last &&
      last.span === next.span &&
      last.level === next.level &&
      (isCommon(next.script) || next.script === last.script || isCommon(last.script)) &&
      (last.face === next.face ||
        (isCommon(next.script) && !isCommon(last.script) && this.chain.holds(last.face, cluster)));
    if (continues) {
      last.end = next.end;
      if (isCommon(last.script)) last.script = next.script;
    } else this.items.push(next);
  }

  private font(item: Item) {
    return this.chain.font(item.face, item.weight);
  }

  private features(item: Item): Features {
    return PLAIN_SCRIPTS.has(item.script) ? this.style.features : {};
  }

  /** The text of [start, end) of an item, shaped. */
  private shape(item: Item, start: number, end: number) {
    const rtl = (item.level & 1) === 1;
    const { font } = this.font(item);
    const shaped = shapeRun(font, this.text.slice(start, end), rtl, this.features(item));
    return { rtl, shaped, width: (shaped.advance * this.style.size) / font.unitsPerEm };
  }

  /** The items' parts within [start, end). */
  private pieces(start: number, end: number) {
    return this.items
      .filter((item) => item.start < end && item.end > start)
      .map((item) => ({ item, start: Math.max(start, item.start), end: Math.min(end, item.end) }));
  }

  private width(start: number, end: number) {
    return this.pieces(start, end).reduce((sum, p) => sum + this.shape(p.item, p.start, p.end).width, 0);
  }

  private measure = (segment: Segment) => ({
    full: this.width(segment.start, segment.end),
    trimmed: this.width(segment.start, segment.trimmed),
  });

  /** The paragraph in lines no wider than the style's width (but for a word that cannot break: see `breakWords`). */
  lines(): Line<T>[] {
    const ranges: LineRange[] = breakLines(this.text, this.measure, this.style.width, this.style.breakWords ?? true);
    return ranges.map((range) => this.line(range));
  }

  private line({ start, trimmed: end }: LineRange): Line<T> {
    const runs = this.pieces(start, end).map(({ item, start: from, end: to }) => {
      const { rtl, shaped, width } = this.shape(item, from, to);
      const run: PlacedRun<T> = {
        tag: this.spans[item.span]!.tag,
        text: this.text.slice(from, to),
        start: from,
        font: this.font(item),
        rtl,
        features: this.features(item),
        shaped,
        x: 0,
        width,
      };
      return { run, level: item.level };
    });
    const width = runs.reduce((sum, { run }) => sum + run.width, 0);
    let x = 0;
    for (const { run } of visualOrder(runs)) {
      run.x = x;
      x += run.width;
    }
    return { runs: runs.map(({ run }) => run), width, start, end };
  }
}

/**
 * UBA rule L2: from the highest level down to the lowest odd one, each sequence of runs at that level or higher is
 * reversed. (Trailing white space, which L1 sets to the paragraph's level, is already off the line.)
 */
function visualOrder<R extends { level: number }>(runs: R[]): R[] {
  const order = [...runs];
  const levels = runs.map((r) => r.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length; i++) {
      if (order[i]!.level < level) continue;
      let j = i;
      while (j < order.length && order[j]!.level >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
}
