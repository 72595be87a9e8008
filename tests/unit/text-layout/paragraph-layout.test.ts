import path from "node:path";
import { contentSet } from "../../../src/content/content-arbitrary";
import { directionOf } from "../../../src/content/language-direction";
import { jsonResume } from "../../../src/cv/json-resume";
import { cvShareImage, cvShareImageTexts } from "../../../src/share-image/cv-share-image";
import { FontChain } from "../../../src/text-layout/font-chain";
import { fontFamilies } from "../../../src/text-layout/font-faces";
import { type Line, ParagraphLayout, type TextLanguage, prepareTexts } from "../../../src/text-layout/paragraph-layout";
import { shapeRun } from "../../../src/text-layout/shape-run";
import { cvSources, cvWordsOf } from "../../support/content-pages";
import { FILE_POOL, contentSeed } from "../../support/content-sets";

const ROOT = path.join(__dirname, "../../..");
const chain = new FontChain(fontFamilies(ROOT));
const PLAIN = { liga: false, calt: false };

/** `text` laid out at 10 px in lines `width` wide, its fonts read first. */
async function lay(text: string, { width = Infinity, language = { site: "en" } as TextLanguage, weight = 400 } = {}) {
  await prepareTexts(chain, [text], language, [weight]);
  const style = { size: 10, width, direction: directionOf(language.site), features: PLAIN };
  return new ParagraphLayout(chain, [{ text, weight, tag: null }], language, style).lines();
}

/** A line's runs as written, left to right as drawn. */
const visual = (line: Line<null>) => [...line.runs].sort((a, b) => a.x - b.x).map((run) => run.text);
const written = (lines: Line<null>[]) => lines.map((line) => line.runs.map((run) => run.text).join("")).join("");
const glyphIds = (lines: Line<null>[]) => lines.flatMap((l) => l.runs.flatMap((r) => r.shaped.glyphs.map((g) => g.id)));

describe("a paragraph laid out", () => {
  it("orders an Arabic name in an English sentence by the bidi algorithm, and English in an Urdu one", async () => {
    const [english] = await lay("Client: شركة الأمل (Beta)");
    expect(visual(english!)).toEqual(["Client: ", "شركة الأمل", " (Beta)"]);
    expect(english!.runs.map((run) => run.rtl)).toEqual([false, true, false]);

    const [urdu] = await lay("میرا نام احمد ہے (React 18)", { language: { site: "ur" } });
    // Right to left: the Urdu words on the right, "(React 18)" on their left, each parenthesis mirrored.
    expect(visual(urdu!)).toEqual([")", "React 18", "(", "میرا نام احمد ہے "]);
    expect(urdu!.runs.filter((run) => run.text.length === 1).map((run) => run.shaped.drawn)).toEqual(
      ["(", ")"].reverse(),
    );
  });

  it("joins Arabic letters and forms Devanagari conjuncts, as the fonts' own shaping does", async () => {
    // Each letter of a word in its joining form (initial, medial, final): none drawn as it is alone.
    const [arabic] = await lay("سلم");
    const { font, shaped } = arabic!.runs[0]!;
    const alone = [..."سلم"].map((letter) => shapeRun(font.font, letter, true, {}).glyphs[0]!.id);
    expect(shaped.glyphs.map((glyph) => glyph.id).filter((id) => alone.includes(id))).toEqual([]);
    expect(shaped.glyphs).toHaveLength(3);
    // क + ् + ष is one glyph.
    const [conjunct] = await lay("क्ष");
    expect(conjunct!.runs[0]!.shaped.glyphs).toHaveLength(1);
    // Gurmukhi's marks, some of whose anchors Noto leaves empty (patches/fontkit: fontkit threw on them).
    expect(glyphIds(await lay("ਪੰਜਾਬੀ"))).not.toContain(0);
  });

  it("breaks between CJK letters, never inside a Latin word, and a word too long for any line between letters", async () => {
    const cjk = await lay("改善ボードと日本語の履歴書", { width: 45 });
    expect(cjk.length).toBeGreaterThan(2);
    expect(written(cjk)).toBe("改善ボードと日本語の履歴書");
    const latin = await lay("Politechnika Łódzka w Łodzi", { width: 80 });
    expect(latin.map((line) => line.runs.map((run) => run.text).join(""))).toEqual(["Politechnika", "Łódzka w Łodzi"]);
    const long = await lay("Barrierefreiheitsstärkungsgesetz", { width: 60 });
    expect(long.length).toBeGreaterThan(1);
    for (const line of long) expect(line.width).toBeLessThanOrEqual(60);
  });

  it("draws Han characters in the forms of the language the content says they are in", async () => {
    const face = async (language: TextLanguage) => (await lay("改善", { language }))[0]!.runs[0]!.font.face.id;
    expect(await face({ site: "en" })).toMatch(/^noto-sans-sc-/);
    expect(await face({ site: "en", others: [{ language: "ja", phrases: ["改善"] }] })).toMatch(/^noto-sans-jp-/);
    expect(await face({ site: "zh-TW" })).toMatch(/^noto-sans-tc-/);
    expect(await face({ site: "ko" })).toMatch(/^noto-sans-kr-/);
  });

  it("finds a phrase of another language that holds a line separator, written either way, and lays it out", async () => {
    const japanese = { site: "pl", others: [{ language: "ja", phrases: ["改善\u2028ボード"] }] };
    // As the page has it, and as the PDF draws it (the separator as a space): Japanese forms either way.
    for (const text of ["Projekt 改善\u2028ボード", "Projekt 改善 ボード"]) {
      const lines = await lay(text, { language: japanese });
      expect(written(lines)).toBe("Projekt 改善 ボード");
      expect(lines[0]!.runs.at(-1)!.font.face.han).toBe("ja");
    }
  });

  it("sets a variable font at the weight asked, never at its default instance (Thin, for CJK)", async () => {
    const strokes = async (weight: number) => {
      const [line] = await lay("改", { weight });
      const run = line!.runs[0]!;
      return { name: run.font.font.postscriptName, width: run.shaped.glyphs[0]!.path.bbox.width };
    };
    const [regular, bold] = [await strokes(400), await strokes(700)];
    expect(regular.name).toBe("NotoSansSC-Regular");
    expect(bold.name).toBe("NotoSansSC-Bold");
    expect(bold.width).toBeGreaterThan(regular.width);
  });
});

describe("every text the build draws from generated content", () => {
  it("is drawn whole, every glyph a real one (no .notdef), in every script the content generator writes", async () => {
    const seed = contentSeed();
    for (const n of [0, 1, 2]) {
      const set = contentSet(FILE_POOL, "any", seed + n);
      const resume = jsonResume(cvSources(set));
      const texts = [
        ...JSON.stringify(resume)
          .match(/"(?:[^"\\]|\\.)*"/g)!
          .map((s) => JSON.parse(s) as string),
        ...cvShareImageTexts(cvShareImage(resume, cvWordsOf(set, resume))),
      ];
      const language = { site: "en" };
      await prepareTexts(chain, texts, language, [400, 800]);
      for (const text of texts) {
        const style = { size: 10, width: 200, direction: "ltr" as const, features: PLAIN };
        const lines = new ParagraphLayout(chain, [{ text, weight: 800, tag: null }], language, style).lines();
        expect({ seed: seed + n, text, notdef: glyphIds(lines).includes(0) }).toEqual({
          seed: seed + n,
          text,
          notdef: false,
        });
        expect(written(lines).replace(/\s/g, "")).toBe(text.replace(/[\s\u2028\u2029]/g, ""));
      }
    }
  }, 60_000);
});
