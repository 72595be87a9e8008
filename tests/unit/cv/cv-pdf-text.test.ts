/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { contentSet } from "../../../src/content/content-arbitrary";
import { CV_PAPERS } from "../../../src/cv/cv-paths";
import { renderCvPdf } from "../../../src/cv/cv-pdf";
import { type JsonResume, jsonResume } from "../../../src/cv/json-resume";
import { cvPdfChain } from "../../../src/cv/pdf-fonts";
import type { readPdf } from "../../e2e/cv-files";
import { cvSources } from "../../support/content-pages";
import { FILE_POOL, contentSeed } from "../../support/content-sets";

const ROOT = path.join(__dirname, "../../..");
const chain = cvPdfChain(ROOT);

/** The PDFs as pdf.js reads them (in another process: pdf.js is ES modules, which Jest here cannot load). */
function read(pdfs: Buffer[]): Awaited<ReturnType<typeof readPdf>>[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cv-pdf-"));
  const files = pdfs.map((pdf, i) => {
    const file = path.join(dir, `${i}.pdf`);
    fs.writeFileSync(file, pdf);
    return file;
  });
  const cli = path.join(ROOT, "tests/support/read-pdf-cli.ts");
  const out = execFileSync(process.execPath, ["--import", "tsx", cli, ...files], { cwd: ROOT, encoding: "utf8" });
  fs.rmSync(dir, { recursive: true });
  return JSON.parse(out);
}

/** Text compared with no white space: where a line breaks is the layout's business. */
const flat = (text: string) => text.replace(/[\s\u2028\u2029]+/g, "");

/** A CV whose texts are in every script the content generator writes, and a few the test chose. */
function resume(): JsonResume {
  const cv = jsonResume(cvSources(contentSet(FILE_POOL, "any", contentSeed())));
  const [first, ...rest] = cv.work;
  const job = first ?? ({ startDate: "2020-01", highlights: [] } as unknown as JsonResume["work"][number]);
  return {
    ...cv,
    basics: { ...cv.basics, name: "Zofia Wójcik-Łęcka", label: "حمزہ قریشی · 改善ボード 🚀" },
    work: [
      { ...job, position: "हिन्दी क्षेत्र", name: "שלום (Beta) Ltd", summary: "Client: شركة الأمل (Beta) 2024." },
      ...rest,
    ],
  };
}

it("gives every text of the CV's PDF as written, in the tags' reading order, left to right or right to left", async () => {
  const cv = resume();
  // An English site's CV, and an Urdu one's, set from the right.
  const pdfs = await Promise.all(
    ["en", "ur"].map(async (site) => (await renderCvPdf(cv, { chain, language: { site }, paper: CV_PAPERS[0]! })).pdf),
  );
  const texts = [
    cv.basics.name,
    cv.basics.label,
    cv.basics.summary,
    ...cv.work.flatMap((j) => [j.position, j.name, j.summary, ...j.highlights]),
    ...cv.projects.flatMap((p) => [p.name, p.description, ...p.highlights]),
    ...cv.languages.flatMap((l) => [l.language, l.fluency]),
  ];
  for (const [i, pdf] of read(pdfs).entries()) {
    const all = flat(pdf.read.join(""));
    let from = 0;
    for (const text of texts) {
      const at = all.indexOf(flat(text), from);
      expect({ pdf: i, text, found: at >= 0 }).toEqual({ pdf: i, text, found: true });
      from = at;
    }
    expect(pdf.tags.filter((t) => t.role === "H1").map((t) => flat(t.text))).toEqual([flat(cv.basics.name)]);
  }
}, 60_000);
