import path from "node:path";
import fc from "fast-check";
import sharp from "sharp";
import { fitText } from "../../../src/share-image/fit-text";
import { GlyphText, shareImageChain } from "../../../src/share-image/glyph-text";
import {
  type ProjectShareImage,
  renderProjectShareImage,
  shareImageLayout,
  shareImageTexts,
} from "../../../src/share-image/project-share-image";
import { TEXT_MAX } from "../../../src/content/content-schema";
import { breakLines } from "../../../src/text-layout/line-breaks";
import type { Line } from "../../../src/text-layout/paragraph-layout";

const ROOT = path.join(__dirname, "../../..");
const chain = shareImageChain(ROOT);
const latin = new GlyphText(chain, { site: "en" }, "ltr");
/** The letters the texts below are made of, read once. */
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÉüäW #0123456789·…-";
beforeAll(() => latin.prepare([LETTERS, ...shareImageTexts(project({}))]));
/** A line's text as written. */
const written = (line: Line<null>) => line.runs.map((run) => run.text).join("");

/** A 1600×1000 picture, red above and blue below, stored as its EXIF orientation says (6: turned a quarter left). */
const picture = (orientation: 1 | 6) => {
  const upright = sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#ff0000" } }).composite([
    { input: { create: { width: 1600, height: 500, channels: 3, background: "#0000ff" } }, top: 500, left: 0 },
  ]);
  return orientation === 1
    ? upright.jpeg().toBuffer()
    : upright
        .jpeg()
        .toBuffer()
        .then((bytes) => sharp(bytes).rotate(270).withMetadata({ orientation }).jpeg().toBuffer());
};

const project = (fields: Partial<ProjectShareImage>): Omit<ProjectShareImage, "screenshot"> => ({
  title: "Multi-Vendor E-Commerce Marketplace",
  category: "Full Stack",
  index: "#02",
  kind: "Case study",
  byline: "Ada Lovelace · Engineer",
  ...fields,
});

const pixels = async (png: Buffer) => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
};

const colour = ([r, g, b]: number[]) => (r! > 200 && b! < 60 ? "red" : b! > 200 && r! < 60 ? "blue" : `${r},${g},${b}`);

describe("a share image", () => {
  it("is a 1200×630 PNG with the picture upright in its frame, whatever its EXIF orientation", async () => {
    for (const orientation of [1, 6] as const) {
      const png = await renderProjectShareImage({ ...project({}), screenshot: await picture(orientation) }, latin);
      const { format, width, height } = await sharp(png).metadata();
      expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
      const at = await pixels(png);
      // The dark background in the bottom-left corner; red across the frame's top, blue under it.
      expect(Math.max(...at(10, 620))).toBeLessThan(90);
      const seen = [700, 1150].flatMap((x) => [colour(at(x, 250)), colour(at(x, 500))]);
      expect({ orientation, seen }).toEqual({ orientation, seen: ["red", "blue", "red", "blue"] });
    }
  }, 20_000);

  it("draws a title of one long word whole, inside its column: nothing of it under the frame", async () => {
    const title = "Barrierefreiheitsstärkungsgesetze";
    const layout = shareImageLayout({ ...project({ title }), screenshot: "" }, latin);
    expect(layout.title.lines.map(written).join("")).toBe(title);
    await expectInColumn(latin, { title });
  }, 20_000);

  it("sets a right-to-left title from the column's right edge, and a CJK one broken between letters, within it", async () => {
    const cases = [
      {
        text: new GlyphText(chain, { site: "ur" }, "rtl"),
        title: "پاکستان کی سب سے بڑی آن لائن مارکیٹ کے لیے ادائیگی اور ترسیل کا نظام",
        category: "ویب ایپ",
      },
      {
        text: new GlyphText(chain, { site: "ja" }, "ltr"),
        title: "中小企業のための改善ボードと在庫管理システムの全面的な再設計プロジェクト",
        category: "フルスタック",
      },
    ];
    for (const { text, title, category } of cases) {
      await text.prepare(shareImageTexts(project({ title, category })));
      const layout = shareImageLayout({ ...project({ title, category }), screenshot: "" }, text);
      expect(layout.title.lines.map(written).join("").replace(/\s/g, "")).toBe(title.replace(/\s/g, ""));
      expect(layout.title.lines.length).toBeGreaterThan(1);
      for (const line of layout.title.lines) {
        expect(line.width).toBeLessThanOrEqual(layout.column.width);
        expect(line.runs.every((run) => run.shaped.glyphs.every((glyph) => glyph.id !== 0))).toBe(true);
      }
      const png = await expectInColumn(text, { title, category });
      if (text.direction === "rtl") {
        // The first line's ink reaches the column's right edge, and starts right of its left edge.
        const at = await pixels(png);
        const row = Math.round(layout.titleBaseline - layout.title.size * 0.3);
        const lit = (x: number) => [-4, -2, 0, 2].some((dy) => Math.max(...at(x, row + dy)) > 200);
        const inked = Array.from({ length: layout.column.width }, (_, i) => layout.column.x + i).filter(lit);
        expect(inked.at(-1)).toBeGreaterThan(layout.column.x + layout.column.width - 12);
        expect(inked[0]).toBeGreaterThan(layout.column.x + layout.column.width - layout.title.lines[0]!.width - 12);
      }
    }
  }, 30_000);

  it("keeps every text whole within the column, broken between words or letters, or set smaller", () => {
    const word = (max: number) => fc.stringMatching(new RegExp(`^[A-Za-zÉüW]{1,${max}}$`));
    const text = (max: number) =>
      fc.oneof(
        word(max),
        fc.array(word(16), { minLength: 1, maxLength: 12 }).map((w) => w.join(" ").slice(0, max)),
      );
    fc.assert(
      fc.property(
        text(TEXT_MAX.title),
        text(TEXT_MAX.label),
        text(TEXT_MAX.label * 2 + 3),
        (title, category, byline) => {
          const layout = shareImageLayout({ ...project({ title, category, byline }), screenshot: "" }, latin);
          const texts = [
            [layout.title, title, layout.column.width],
            [layout.category, category, layout.pillWidth],
            [layout.byline, byline, layout.column.width],
          ] as const;
          for (const [fitted, shown, width] of texts) {
            expect(fitted.lines.map(written).join("").replace(/\s/g, "")).toBe(shown.trim().replace(/\s/g, ""));
            for (const line of fitted.lines) expect(line.width).toBeLessThanOrEqual(width);
          }
          // The title's lines lie between the category's pill and the accent bar.
          const { title: fitted, titleBaseline, titleLine } = layout;
          expect(titleBaseline - fitted.size).toBeGreaterThan(72 + layout.pillHeight);
          expect(titleBaseline + (fitted.lines.length - 1) * titleLine + 0.24 * fitted.size).toBeLessThan(480);
        },
      ),
      { numRuns: 60 },
    );
  });
});

/** Renders the image and finds nothing between the column's right edge and the frame but the dark background. */
async function expectInColumn(text: GlyphText, fields: Partial<ProjectShareImage>) {
  const layout = shareImageLayout({ ...project(fields), screenshot: "" }, text);
  const png = await renderProjectShareImage({ ...project(fields), screenshot: await picture(1) }, text);
  const at = await pixels(png);
  for (let y = 130; y < 470; y += 2)
    for (let x = layout.column.x + layout.column.width + 4; x < 636; x += 4)
      expect(Math.max(...at(x, y))).toBeLessThan(120);
  return png;
}

it("draws each character as written: no ligature or contextual arrow", async () => {
  await latin.prepare(["-> fi"]);
  expect(latin.drawText("-> fi", 800, 0, 0, 20, "#fff").match(/<path/g)).toHaveLength(5);
});

describe("fitting a text to a width", () => {
  /** Lines broken as the layout breaks them, each letter half the size wide. */
  const typeset = (text: string, size: number, breakWords: boolean): Line<null>[] => {
    const width = (start: number, end: number) => ((end - start) * size) / 2;
    const measure = (s: { start: number; end: number; trimmed: number }) => ({
      full: width(s.start, s.end),
      trimmed: width(s.start, s.trimmed),
    });
    return breakLines(text, measure, 100, breakWords).map(({ start, trimmed }) => ({
      runs: [{ text: text.slice(start, trimmed) }] as Line<null>["runs"],
      width: width(start, trimmed),
      start,
      end: trimmed,
    }));
  };
  const one = { width: 100, sizes: [20, 10], maxLines: () => 2 };
  const fitted = (text: string) => {
    const { size, lines } = fitText(text, typeset, one);
    return { size, lines: lines.map(written) };
  };

  it("wraps between words at the largest size that holds them", () => {
    expect(fitted("Launch Base Directory")).toEqual({ size: 10, lines: ["Launch Base", "Directory"] });
    expect(fitted("one two")).toEqual({ size: 20, lines: ["one two"] });
  });
  it("breaks a word too long for any size between letters, losing none of them", () => {
    expect(fitted("abcdefghijklmnopqrstuvwxy")).toEqual({ size: 10, lines: ["abcdefghijklmnopqrst", "uvwxy"] });
  });
  it("ends in an ellipsis only what fits at no size", () => {
    expect(fitted("a".repeat(60)).lines).toEqual(["a".repeat(20), `${"a".repeat(19)}…`]);
  });
});
