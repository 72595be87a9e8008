import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { codeDigest } from "../../../src/build/cached-output";
import { ICON_WIDTHS, rasterIcon } from "../../../src/build/icon-raster";
import { memoryCache } from "../../support/memory-cache";

const SQUARE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10" fill="#61dafb"/></svg>';
const WIDE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20" fill="#333"/></svg>';
const WITH_TEXT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><text x="4" y="30">Acme</text></svg>';
/** An icon as Lucide ships it: a stroke in the text's colour. */
const LINES =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M4 12h16M12 4v16"/></svg>';
/** A red disc under a ring in the text's colour. */
const BOTH =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="6" fill="#f00"/><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="4"/></svg>';
const THEMED =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><style>@media (prefers-color-scheme: dark) { rect { fill: #fff } }</style><rect width="24" height="24"/></svg>';

let dir: string;
let publicDir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "icon-raster-"));
  publicDir = path.join(dir, "public");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An empty cache, and a digest of the drawing code (which an empty cache never compares). */
const iconCache = () => ({ cache: memoryCache(), code: "icon-raster" });

/** A content file as Gatsby's File node describes it. */
function contentFile(name: string, extension: string, body: string) {
  const absolutePath = path.join(dir, `${name}.${extension}`);
  fs.writeFileSync(absolutePath, body);
  return {
    absolutePath,
    relativePath: `icons/${name}.${extension}`,
    name,
    extension,
    internal: { contentDigest: "d1" },
  };
}

describe("rasterIcon", () => {
  it("draws an SVG icon as a PNG at every width, in its proportions, beside Gatsby's copy, for srcset", async () => {
    const raster = await rasterIcon(contentFile("wide", "svg", WIDE), publicDir, iconCache());
    expect(raster).toEqual({
      src: "/static/d1/wide-48w.png",
      srcSet: ICON_WIDTHS.map((width) => `/static/d1/wide-${width}w.png ${width}w`).join(", "),
      maskSrcSet: null,
    });
    for (const width of ICON_WIDTHS) {
      const png = await sharp(path.join(publicDir, `static/d1/wide-${width}w.png`)).metadata();
      expect([png.format, png.width, png.height]).toEqual(["png", width, width / 2]);
    }
  });

  it("draws a file once, however many queries ask for it at once", async () => {
    const file = contentFile("react", "svg", SQUARE);
    const asked = [rasterIcon(file, publicDir, iconCache()), rasterIcon({ ...file }, publicDir, iconCache())];
    expect(asked[1]).toBe(asked[0]);
    expect(await asked[1]).toEqual(await asked[0]);
  });

  it("draws at the written size, so edges stay sharp rather than a small drawing scaled up", async () => {
    await rasterIcon(contentFile("react", "svg", SQUARE), publicDir, iconCache());
    const { data } = await sharp(path.join(publicDir, "static/d1/react-168w.png"))
      .ensureAlpha()
      .extractChannel("alpha")
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The circle's edge, in pixels neither inside nor outside it: about its circumference (2π × 70) when drawn at
    // 168 px; seven times as many when a 24 px drawing is scaled up.
    const edge = data.filter((alpha) => alpha > 0 && alpha < 255).length;
    expect(edge).toBeLessThan(2 * 2 * Math.PI * 70);
  });

  it.each([
    ["draws text, set in the visitor's fonts", "logo", "svg", WITH_TEXT],
    ["answers the page's theme", "themed", "svg", THEMED],
  ])("leaves an icon that %s as it is, and writes nothing", async (_, name, extension, body) => {
    expect(await rasterIcon(contentFile(name, extension, body), publicDir, iconCache())).toBeNull();
    expect(fs.existsSync(publicDir)).toBe(false);
  });

  it("sends a raster icon (a client's PNG logo) no larger than it is shown, never larger than it is", async () => {
    const file = contentFile("logo", "png", "");
    await sharp({ create: { width: 100, height: 50, channels: 4, background: "#123" } })
      .png()
      .toFile(file.absolutePath);
    const raster = await rasterIcon(file, publicDir, iconCache());
    const widths = [24, 48, 72, 100];
    expect(raster?.srcSet).toBe(widths.map((width) => `/static/d1/logo-${width}w.png ${width}w`).join(", "));
    const { width, height } = await sharp(path.join(publicDir, "static/d1/logo-100w.png")).metadata();
    expect([width, height]).toEqual([100, 50]);
  });

  it("draws an icon again in a later build when its bytes or the drawing code change, else takes it from the cache", async () => {
    const cache = memoryCache();
    const code = path.join(dir, "icon-raster.ts");
    fs.copyFileSync(require.resolve("../../../src/build/icon-raster"), code);
    const png = () => fs.readFileSync(path.join(publicDir, "static/d1/react-48w.png"));
    // Each build has a public folder of its own, as after `gatsby clean` with the cache kept.
    const build = async (name: string, svg: string) => {
      publicDir = path.join(dir, name);
      const before = cache.held.get("cached-output:icon-raster:static/d1/react");
      await rasterIcon(contentFile("react", "svg", svg), publicDir, { cache, code: await codeDigest([code]) });
      return { drawn: cache.held.get("cached-output:icon-raster:static/d1/react") !== before, png: png() };
    };
    const first = await build("first", SQUARE);
    expect(first.drawn).toBe(true);
    const same = await build("same", SQUARE);
    expect(same).toEqual({ drawn: false, png: first.png });
    const recoloured = await build("recoloured", SQUARE.replace("#61dafb", "#f7df1e"));
    expect(recoloured.drawn).toBe(true);
    expect(recoloured.png.equals(first.png)).toBe(false);
    fs.appendFileSync(code, "\n// changed\n");
    expect((await build("recoded", SQUARE)).drawn).toBe(true);
  });

  /** The RGBA of the pixel at (x, y) of a PNG the build wrote. */
  const pixel = async (file: string, x: number, y: number) => {
    const { data, info } = await sharp(path.join(publicDir, file))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
  };

  it("draws what an SVG paints in currentColor as a mask for the text's colour, and nothing of its own", async () => {
    const raster = await rasterIcon(contentFile("plus", "svg", LINES), publicDir, iconCache());
    expect(raster).toEqual({
      src: null,
      srcSet: null,
      maskSrcSet: ICON_WIDTHS.map((width) => `/static/d1/plus-mask-${width}w.png ${width}w`).join(", "),
    });
    // Covered on the stroke, clear beside it.
    expect((await pixel("static/d1/plus-mask-48w.png", 24, 24))[3]).toBe(255);
    expect((await pixel("static/d1/plus-mask-48w.png", 8, 8))[3]).toBe(0);
  });

  it("keeps an SVG's own colours under its text-coloured part, and one that sets its own `color`", async () => {
    const raster = await rasterIcon(contentFile("ring", "svg", BOTH), publicDir, iconCache());
    expect(raster?.srcSet).toMatch(/^\/static\/d1\/ring-24w\.png 24w, /);
    expect(raster?.maskSrcSet).toMatch(/^\/static\/d1\/ring-mask-24w\.png 24w, /);
    // The middle: the red disc, and no text colour; the ring: text colour, over nothing of its own.
    expect(await pixel("static/d1/ring-168w.png", 84, 84)).toEqual([255, 0, 0, 255]);
    expect((await pixel("static/d1/ring-mask-168w.png", 84, 84))[3]).toBe(0);
    expect((await pixel("static/d1/ring-mask-168w.png", 84, 84 - 63))[3]).toBe(255);
    expect((await pixel("static/d1/ring-168w.png", 84, 84 - 63))[3]).toBe(0);

    const green = BOTH.replace("<svg ", '<svg color="#0a0" ');
    expect((await rasterIcon(contentFile("green", "svg", green), publicDir, iconCache()))?.maskSrcSet).toBeNull();
  });

  it("fails the build naming the content file when the icon cannot be drawn", async () => {
    await expect(rasterIcon(contentFile("broken", "svg", "<svg"), publicDir, iconCache())).rejects.toThrow(
      "content/icons/broken.svg: the build cannot draw this image as an icon",
    );
  });
});
