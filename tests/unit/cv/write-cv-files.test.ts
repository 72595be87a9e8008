import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { codeDigest } from "../../../src/build/cached-output";
import { type JsonResume, jsonResume } from "../../../src/cv/json-resume";
import { cachedCvFiles } from "../../../src/cv/write-cv-files";
import { FontChain } from "../../../src/text-layout/font-chain";
import type { TextLanguage } from "../../../src/text-layout/paragraph-layout";
import { type FontFamily, fontFamilies } from "../../../src/text-layout/font-faces";
import { BASE } from "../../support/broken-content";
import { cvSources, cvWordsOf } from "../../support/content-pages";
import { memoryCache } from "../../support/memory-cache";

const ROOT = path.join(__dirname, "../../..");
const FONTS = path.join(ROOT, "node_modules/@fontsource/inter/files");

/** `value` with every character of its texts outside printable ASCII as "x". */
const ascii = <T>(value: T): T =>
  typeof value === "string"
    ? (value.replace(/[^ -~]/gu, "x") as T)
    : Array.isArray(value)
      ? (value.map(ascii) as T)
      : value && typeof value === "object"
        ? (Object.fromEntries(Object.entries(value).map(([key, field]) => [key, ascii(field)])) as T)
        : value;

let dir: string;
let publicDir: string;
let fontsDir: string;
let code: string;

/** The PDF's chain with Inter's Latin read from copies in `fontsDir`, which the test changes. */
function chainWithCopies(): FontChain {
  const [inter, ...rest] = fontFamilies(ROOT);
  const copied: FontFamily = {
    faces: () =>
      inter!
        .faces()
        .map((face) =>
          face.id === "inter-latin"
            ? { ...face, file: (weight: number) => path.join(fontsDir, path.basename(face.file(weight))) }
            : face,
        ),
  };
  return new FontChain([copied, ...rest]);
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cv-files-"));
  publicDir = path.join(dir, "public");
  // Copies of the PDF's Latin fonts and of the CV's code, which the test changes.
  fontsDir = path.join(dir, "fonts");
  fs.mkdirSync(fontsDir);
  for (const weight of [400, 600, 700]) {
    const name = `inter-latin-${weight}-normal.woff2`;
    fs.copyFileSync(path.join(FONTS, name), path.join(fontsDir, name));
  }
  code = path.join(dir, "cv");
  fs.cpSync(path.join(ROOT, "src/cv"), code, { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("cachedCvFiles", () => {
  it("makes /resume.json and the PDFs again only when the resume, its words, its language, a PDF font or the CV's code changes", async () => {
    const cache = memoryCache();
    // A short CV, one page on either paper, so that each PDF is laid out once and quickly: an entry a section, its
    // texts cut short and in ASCII, one font's (the generated texts are in many scripts, each run a font of its own;
    // what the PDF makes of them is cv-pdf-text.test.ts's).
    const full = ascii(jsonResume(cvSources(BASE)));
    const one = <T>(list: T[]) => list.slice(0, 1);
    const short = (text: string) => text.slice(0, 80);
    const resume = {
      ...full,
      basics: { ...full.basics, summary: short(full.basics.summary) },
      work: one(full.work).map((job) => ({ ...job, summary: short(job.summary), highlights: one(job.highlights) })),
      projects: one(full.projects).map((p) => ({ ...p, description: short(p.description), highlights: [] })),
      ...{ skills: one(full.skills), education: one(full.education), languages: one(full.languages), certificates: [] },
    };
    const words = cvWordsOf(BASE, resume);
    // A build's fonts, read once; a build after a font file changed reads them afresh.
    let chain = chainWithCopies();
    const write = async (cv: JsonResume, language: TextLanguage = { site: "en" }, cvWords = words) => {
      const options = { publicDir, chain, language, words: cvWords, cache, code: await codeDigest([code]) };
      const output = await cachedCvFiles(cv, options);
      const read = (file: string) => fs.readFileSync(path.join(publicDir, file));
      return { ...output, pdf: read(output.value[0]!.path), json: read("resume.json").toString("utf8") };
    };

    const first = await write(resume);
    expect(first.made).toBe(true);
    expect(first.files.map((file) => path.relative(publicDir, file)).sort()).toEqual(
      ["resume.json", ...first.value.map((pdf) => pdf.path.slice(1))].sort(),
    );

    fs.rmSync(publicDir, { recursive: true });
    const same = await write(resume);
    expect(same.made).toBe(false);
    expect(same.pdf.equals(first.pdf)).toBe(true);
    expect(same.value).toEqual(first.value);

    const label = "Principal Engineer";
    const relabelled = await write({ ...resume, basics: { ...resume.basics, label } });
    expect(relabelled.made).toBe(true);
    expect(relabelled.json).toContain(label);
    expect(relabelled.pdf.equals(first.pdf)).toBe(false);

    // Its words in another language: its headings, its dates.
    const german = { ...words, experience: "Berufserfahrung", language: "de" };
    const translated = await write(resume, { site: "de" }, german);
    expect(translated.made).toBe(true);
    expect(translated.pdf.equals(first.pdf)).toBe(false);

    // A phrase of the CV named as another language's makes it again; a phrase it does not hold does not.
    const polish = { site: "en", others: [{ language: "pl", phrases: [resume.basics.label] }] };
    expect((await write(resume, polish)).made).toBe(true);
    const elsewhere = { site: "en", others: [...polish.others, { language: "ja", phrases: ["将棋の試験"] }] };
    expect((await write(resume, elsewhere)).made).toBe(false);
    expect((await write(resume)).made).toBe(true);

    // Another font at the bold weight's path (Inter's 800): the PDF is set in it.
    fs.copyFileSync(
      path.join(FONTS, "inter-latin-800-normal.woff2"),
      path.join(fontsDir, "inter-latin-700-normal.woff2"),
    );
    chain = chainWithCopies();
    const refont = await write(resume);
    expect(refont.made).toBe(true);
    expect(refont.pdf.equals(same.pdf)).toBe(false);

    fs.appendFileSync(path.join(code, "cv-pdf.ts"), "\n// changed\n");
    expect((await write(resume)).made).toBe(true);
    expect((await write(resume)).made).toBe(false);
  }, 180_000);
});
