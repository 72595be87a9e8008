/** @jest-environment node */
import path from "node:path";
import sharp from "sharp";
import { wrapWords } from "../../../src/share-image/glyph-text";
import { loadShareImageFonts, renderProjectShareImage } from "../../../src/share-image/project-share-image";

const ROOT = path.join(__dirname, "../../..");

describe("a case study's share image", () => {
  it("is a 1200×630 PNG of the title, category and screenshot, drawn in Inter", async () => {
    const fonts = await loadShareImageFonts(path.join(ROOT, "src/share-image/fonts/inter-latin-var.woff2"));
    const png = await renderProjectShareImage(
      {
        title: "Multi-Vendor E-Commerce Marketplace",
        category: "Full Stack",
        index: "#02",
        kind: "Case study",
        byline: "Hamza Qureshi · Full-Stack Developer",
        screenshot: path.join(ROOT, "content/images/projects/marketplace.jpg"),
      },
      fonts,
    );
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
    // The dark background in the top-left corner and the light screenshot on the right.
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(Math.max(...pixel(1190, 620))).toBeLessThan(90);
    expect(Math.min(...pixel(900, 400))).toBeGreaterThan(150);
  }, 20_000);

  it("wraps the title between words, and ends a title too long for its lines with an ellipsis", () => {
    const measure = (line: string) => line.length * 10;
    expect(wrapWords("LaunchBase Startup Directory", measure, 200, 3)).toEqual(["LaunchBase Startup", "Directory"]);
    expect(wrapWords("one two three four five six", measure, 90, 2)).toEqual(["one two", "three…"]);
  });
});
