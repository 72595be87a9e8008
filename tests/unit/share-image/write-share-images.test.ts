import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { codeDigest } from "../../../src/build/cached-output";
import { GlyphText, shareImageChain } from "../../../src/share-image/glyph-text";
import { type ShareImageProject, writeShareImages } from "../../../src/share-image/write-share-images";
import { memoryCache } from "../../support/memory-cache";

const ROOT = path.join(__dirname, "../../..");

let dir: string;
let publicDir: string;
let code: string;
let project: ShareImageProject;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "share-images-"));
  publicDir = path.join(dir, "public");
  // The drawing code as its key sees it: a copy, so that the test can change it.
  code = path.join(dir, "share-image");
  fs.cpSync(path.join(ROOT, "src/share-image"), code, { recursive: true });
  const screenshot = path.join(dir, "shot.png");
  await sharp({ create: { width: 160, height: 100, channels: 3, background: "#3366cc" } }).toFile(screenshot);
  project = { slug: "app", title: "An App", category: "Web", screenshot };
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("writeShareImages", () => {
  it("draws a case study's image again only when its title, language, screenshot, font or drawing code changes", async () => {
    const cache = memoryCache();
    const file = path.join(publicDir, "share/projects/app.png");
    let text = new GlyphText(shareImageChain(ROOT), { site: "en" }, "ltr");
    const write = async (projects: ShareImageProject[], kind = "Case study") => {
      const written = await writeShareImages(projects, {
        publicDir,
        text,
        byline: "Owner · Role",
        kind,
        cache,
        code: await codeDigest([code]),
      });
      return { ...written, png: fs.readFileSync(file) };
    };

    const first = await write([project]);
    expect(first.files).toEqual([file]);
    expect(first.drawn).toBe(1);

    fs.rmSync(publicDir, { recursive: true });
    const same = await write([project]);
    expect(same.drawn).toBe(0);
    expect(same.png.equals(first.png)).toBe(true);

    const retitled = await write([{ ...project, title: "Another App" }]);
    expect(retitled.drawn).toBe(1);
    expect(retitled.png.equals(first.png)).toBe(false);

    // The fixed word it draws, in the site's language.
    const translated = await write([{ ...project, title: "Another App" }], "Fallstudie");
    expect(translated.drawn).toBe(1);
    expect(translated.png.equals(retitled.png)).toBe(false);

    await sharp({ create: { width: 160, height: 100, channels: 3, background: "#cc3333" } }).toFile(project.screenshot);
    const reshot = await write([project]);
    expect(reshot.drawn).toBe(1);
    expect(reshot.png.equals(first.png)).toBe(false);

    // Another font file's bytes, or a change of the drawing code: each draws the image again.
    fs.appendFileSync(path.join(code, "fonts/inter-latin-var.woff2"), "\0");
    expect((await write([project])).drawn).toBe(1);
    fs.appendFileSync(path.join(code, "project-share-image.ts"), "\n// changed\n");
    expect((await write([project])).drawn).toBe(1);
    expect((await write([project])).drawn).toBe(0);

    // Its title named as Japanese draws it again; a phrase it does not show does not.
    const japanese = { ...project, title: "改善ボード" };
    await write([japanese]);
    text = new GlyphText(shareImageChain(ROOT), { site: "en", others: [{ language: "ja", phrases: ["改善"] }] }, "ltr");
    expect((await write([japanese])).drawn).toBe(1);
    text = new GlyphText(
      shareImageChain(ROOT),
      { site: "en", others: [{ language: "ja", phrases: ["改善", "ボードゲーム"] }] },
      "ltr",
    );
    expect((await write([japanese])).drawn).toBe(0);

    // Its place in /projects is drawn on it (#02): a project added before it draws it again.
    const other = { ...project, slug: "other", title: "Other" };
    expect((await write([other, project])).drawn).toBe(2);
  }, 30_000);
});
