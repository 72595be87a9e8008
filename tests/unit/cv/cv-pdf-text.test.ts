import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { contentSet } from "../../../src/content/content-arbitrary";
import { CV_PAPERS } from "../../../src/cv/cv-paths";
import { renderCvPdf } from "../../../src/cv/cv-pdf";
import { type JsonResume, jsonResume } from "../../../src/cv/json-resume";
import { cvPdfChain } from "../../../src/cv/pdf-fonts";
import type { readPdf } from "../../e2e/cv-files";
import { cvSources, cvWordsOf } from "../../support/content-pages";
import { FILE_POOL, contentSeed } from "../../support/content-sets";

const ROOT = path.join(__dirname, "../../..");
const chain = cvPdfChain(ROOT);

/**
 * The PDFs as two readers read them: pdf.js (in another process: it is ES modules, which Jest here cannot load), and
 * poppler's `pdftotext` (what Evince, Okular and many CV parsers use).
 */
function read(pdfs: Buffer[]): { pdfjs: Awaited<ReturnType<typeof readPdf>>; poppler: string }[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cv-pdf-"));
  const files = pdfs.map((pdf, i) => {
    const file = path.join(dir, `${i}.pdf`);
    fs.writeFileSync(file, pdf);
    return file;
  });
  const cli = path.join(ROOT, "tests/support/read-pdf-cli.ts");
  const out = execFileSync(process.execPath, ["--import", "tsx", cli, ...files], { cwd: ROOT, encoding: "utf8" });
  const poppler = files.map((file) => execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }));
  fs.rmSync(dir, { recursive: true });
  return (JSON.parse(out) as Awaited<ReturnType<typeof readPdf>>[]).map((pdfjs, i) => ({
    pdfjs,
    poppler: poppler[i]!,
  }));
}

/**
 * How many glyphs the PDF's pages draw as .notdef (a box): glyph 0 of its font's subset, which PDFKit always keeps
 * first. PDFKit writes each text as hex strings of 4-digit glyph ids in its pages' compressed content streams.
 */
function notdefsDrawn(pdf: Buffer): number {
  let count = 0;
  for (const [, stream] of pdf.toString("latin1").matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(stream!, "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const [, strings] of content.matchAll(/\[([^\]]*)\] TJ/g))
      for (const [, hex] of strings!.matchAll(/<([0-9a-f]*)>/g))
        count += (hex!.match(/.{4}/g) ?? []).filter((id) => id === "0000").length;
  }
  return count;
}

/** Text compared with no white space: where a line breaks is the layout's business. */
const flat = (text: string) => text.replace(/[\s\u2028\u2029]+/g, "");

const RTL_LETTER = /[\p{sc=Arabic}\p{sc=Hebrew}]/u;
/**
 * A text's words as poppler can give them back: runs of letters (with their marks) of one direction, and runs of
 * digits; each CJK letter alone, as a line may break between any two. Poppler orders a line's words itself, by the
 * page's main direction, and does not apply the bidi algorithm to the neutrals between them; the letters of each word
 * it must give as written.
 */
const words = (text: string) =>
  text.match(
    /\p{N}+|(?:(?!\p{N})[\p{sc=Arabic}\p{sc=Hebrew}]\p{M}*)+|[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]|(?:(?![\p{sc=Arabic}\p{sc=Hebrew}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])\p{L}\p{M}*)+/gu,
  ) ?? [];
const set = contentSet(FILE_POOL, "any", contentSeed());

/** A CV whose texts are in every script the content generator writes, and a few the test chose. */
function resume(): JsonResume {
  const cv = jsonResume(cvSources(set));
  const [first, ...rest] = cv.work;
  const job = first ?? ({ startDate: "2020-01", highlights: [] } as unknown as JsonResume["work"][number]);
  return {
    ...cv,
    basics: {
      ...cv.basics,
      name: "Zofia Wójcik-Łęcka",
      label: "حمزہ قریشی · کتاب\u200cها · 改善ボード 🚀",
      // Arabic-Indic digits before an Urdu word, in a left-to-right line; then a paragraph longer than a page.
      summary: `AB میرا نام احمد ہے (React 18) ۲۰۲۴میرا نام احمد ہے (React 18) ۲۰۲۴ CD ${"Shipped it, ok می. ".repeat(600)}`,
    },
    work: [
      {
        ...job,
        position: "हिन्दी क्षेत्र",
        name: "שלום (Beta) Ltd",
        // Right-to-left words a few spaces apart, which a reader takes as two parts of the line.
        // And marks drawn above or below their letter, at a word's end, before a bracket.
        summary: "Client: شركة الأمل (Beta) 2024, سلام عليكم   زندہ باد. ماہرِ (اعلیٰ): SQL",
        // A list that runs over a page break.
        highlights: [...job.highlights, ...Array.from({ length: 80 }, (_, n) => `Shipped release ${n + 1}`)],
      },
      ...rest,
    ],
  };
}

it("gives every text of the CV's PDF as written, in the tags' reading order, left to right or right to left, and draws no box", async () => {
  const cv = resume();
  // An English site's CV, and an Urdu one's, set from the right; their fixed words the generated content's.
  const fixedWords = cvWordsOf(set, cv);
  const pdfs = await Promise.all(
    ["en", "ur"].map(async (site) => {
      const options = { chain, language: { site }, paper: CV_PAPERS[0]!, words: { ...fixedWords, language: site } };
      return (await renderCvPdf(cv, options)).pdf;
    }),
  );
  const texts = [
    cv.basics.name,
    cv.basics.label,
    cv.basics.summary,
    ...cv.work.flatMap((j) => [j.position, j.name, j.summary, ...j.highlights]),
    ...cv.projects.flatMap((p) => [p.name, p.description, ...p.highlights]),
    ...cv.languages.flatMap((l) => [l.language, l.fluency]),
  ];
  // No character draws a box: an invisible one (a ZWNJ between Urdu letters, a direction mark) draws nothing.
  expect(pdfs.map(notdefsDrawn)).toEqual([0, 0]);
  for (const [i, { pdfjs, poppler }] of read(pdfs).entries()) {
    // pdf.js, from the structure tree: every text whole, in the tags' order.
    const all = flat(pdfjs.read.join(""));
    let from = 0;
    for (const text of texts) {
      const at = all.indexOf(flat(text), from);
      expect({ pdf: i, text, found: at >= 0 }).toEqual({ pdf: i, text, found: true });
      from = at;
    }
    expect(pdfjs.tags.filter((t) => t.role === "H1").map((t) => flat(t.text))).toEqual([flat(cv.basics.name)]);
    // Each list item read once, whole: the contact's (email, site, place, profiles), then the highlights.
    const bodies = pdfjs.tags.filter((t) => t.role === "LBody").map((t) => flat(t.text));
    const items = [...cv.work, ...cv.projects].flatMap((entry) => entry.highlights);
    expect({ pdf: i, pages: pdfjs.pages > 1, bodies: bodies.length }).toEqual({
      pdf: i,
      pages: true,
      bodies: 3 + cv.basics.profiles.length + items.length,
    });
    expect(bodies.slice(bodies.length - items.length)).toEqual(items.map(flat));
    // poppler, from the glyphs' ToUnicode and the clusters' ActualText: every word; on the Urdu site's page, read
    // right to left, a text all right to left whole. Without the invisible joiners and direction marks, which poppler
    // places by their glyphs' zero width, before or after their letter. Not a word with a mark drawn above or below
    // its letter: poppler gives such a word's ActualText reversed, as it gave the mark apart without one.
    const unmarked = (text: string) => text.replace(/\p{Cf}/gu, "");
    const page = unmarked(flat(poppler));
    for (const text of texts) {
      const missing = words(text).filter((word) => !page.includes(word) && !/\p{Mn}/u.test(word));
      expect({ pdf: i, text, missing }).toEqual({ pdf: i, text, missing: [] });
      const rtl = RTL_LETTER.test(text) && !/[\p{L}\p{N}]/u.test(text.replace(new RegExp(RTL_LETTER, "gu"), ""));
      if (i === 1 && rtl) expect({ text, whole: page.includes(unmarked(flat(text))) }).toEqual({ text, whole: true });
    }
  }
}, 180_000);
