/** @jest-environment node */
import path from "node:path";
import fc from "fast-check";
import sharp from "sharp";
import { fitText } from "../../../src/share-image/fit-text";
import {
  loadShareImageFonts,
  type ProjectShareImage,
  renderProjectShareImage,
  shareImageLayout,
  type ShareImageFonts,
} from "../../../src/share-image/project-share-image";
import { TEXT_MAX } from "../../../src/content/content-schema";

const FONT = path.join(__dirname, "../../../src/share-image/fonts/inter-latin-var.woff2");
let fonts: ShareImageFonts;
beforeAll(async () => void (fonts = await loadShareImageFonts(FONT)));

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
      const png = await renderProjectShareImage({ ...project({}), screenshot: await picture(orientation) }, fonts);
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
    const layout = shareImageLayout({ ...project({ title }), screenshot: "" }, fonts);
    expect(layout.title.lines.join("")).toBe(title);
    const png = await renderProjectShareImage({ ...project({ title }), screenshot: await picture(1) }, fonts);
    const at = await pixels(png);
    // Between the column's right edge and the frame there is only the dark background.
    for (let y = 130; y < 470; y += 2)
      for (let x = layout.column.x + layout.column.width + 4; x < 636; x += 4)
        expect(Math.max(...at(x, y))).toBeLessThan(120);
  }, 20_000);

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
          const layout = shareImageLayout({ ...project({ title, category, byline }), screenshot: "" }, fonts);
          const texts = [
            [layout.title, fonts.bold, title, layout.column.width],
            [layout.category, fonts.regular, category, layout.pillWidth],
            [layout.byline, fonts.regular, byline, layout.column.width],
          ] as const;
          for (const [fitted, font, written, width] of texts) {
            expect(fitted.lines.join("").replace(/\s/g, "")).toBe(written.trim().replace(/\s/g, ""));
            for (const line of fitted.lines) expect(font.measure(line, fitted.size)).toBeLessThanOrEqual(width);
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

it("draws each character as written: no ligature or contextual arrow", () => {
  expect(fonts.bold.draw("-> fi", 0, 0, 20, "#fff").match(/<path/g)).toHaveLength(5);
});

describe("fitting a text to a width", () => {
  const measure = (line: string, size: number) => (line.length * size) / 2;
  const one = { width: 100, sizes: [20, 10], maxLines: () => 2 };

  it("wraps between words at the largest size that holds them", () => {
    expect(fitText("Launch Base Directory", measure, one)).toEqual({ size: 10, lines: ["Launch Base", "Directory"] });
    expect(fitText("one two", measure, one)).toEqual({ size: 20, lines: ["one two"] });
  });
  it("breaks a word too long for any size between letters, losing none of them", () => {
    expect(fitText("abcdefghijklmnopqrstuvwxy", measure, one)).toEqual({
      size: 10,
      lines: ["abcdefghijklmnopqrst", "uvwxy"],
    });
  });
  it("ends in an ellipsis only what fits at no size", () => {
    expect(fitText("a".repeat(60), measure, one).lines).toEqual(["a".repeat(20), `${"a".repeat(19)}…`]);
  });
});
