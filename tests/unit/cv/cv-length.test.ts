/** @jest-environment node */
import { CV_PAGES, cvLengthWarning, pdfPageSizes, sectionRoom } from "../../../src/cv/cv-length";
import { cvSectionIds } from "../../../src/cv/cv-sections";
import { type CvSources, type JsonResume, jsonResume } from "../../../src/cv/json-resume";
import { readContent } from "../../support/content-fixture";

const resume = (): JsonResume =>
  jsonResume({
    site: readContent("site.json"),
    socialLinks: readContent("social-links.json"),
    projects: readContent("projects.json"),
    resume: readContent<CvSources["resume"]>("resume.json"),
  });

/** A PDF's objects as react-pdf writes them: plain dictionaries, and compressed (here: arbitrary) content streams. */
const pdf = (...objects: [number, string][]) =>
  new Uint8Array(
    Buffer.from(`%PDF-1.3\n${objects.map(([n, body]) => `${n} 0 obj\n${body}\nendobj\n`).join("")}%%EOF\n`, "latin1"),
  );
const dictionary = (...entries: string[]) => `<<\n${entries.join("\n")}\n>>`;
const bytes = String.fromCharCode(...Array.from({ length: 64 }, (_, i) => (i * 37) % 256));
const stream = `${dictionary("/Length 64")}\nstream\n${bytes}\nendstream`;
const page = (height: number) =>
  dictionary("/Type /Page", "/Parent 1 0 R", `/MediaBox [0 0 595.280029 ${height}]`, "/Contents 9 0 R");
const pages = (...kids: number[]) =>
  dictionary("/Type /Pages", `/Count ${kids.length}`, `/Kids [${kids.map((k) => `${k} 0 R`).join(" ")}]`);
const catalog = dictionary("/Type /Catalog", "/Pages 1 0 R");

describe("the PDF's pages, read from its page tree", () => {
  it("reads each page's size in the order of the tree, not of the file", () => {
    const file = pdf([4, page(100)], [9, stream], [3, page(841.890015)], [1, pages(3, 4)], [2, catalog]);
    expect(pdfPageSizes(file)).toEqual([
      { width: 595.280029, height: 841.890015 },
      { width: 595.280029, height: 100 },
    ]);
  });

  it("follows a tree of several levels", () => {
    const file = pdf([2, catalog], [1, pages(5, 13)], [5, pages(3, 23)], [3, page(10)], [23, page(20)], [13, page(30)]);
    expect(pdfPageSizes(file).map((p) => p.height)).toEqual([10, 20, 30]);
  });

  it("fails on a file without a page tree, rather than count no pages", () => {
    expect(() => pdfPageSizes(pdf([1, dictionary("/Type /Font")]))).toThrow("the PDF has no page tree");
  });
});

describe("the room each section takes", () => {
  it("is its height laid out alone, in pages of the text area, the largest first", () => {
    const ids = cvSectionIds(resume());
    const heights = ids.map((_, i) => ({ width: 595, height: 100 * (i + 1) }));
    const room = sectionRoom(ids, heights, 700);
    expect(room.map((r) => r.id)).toEqual([...ids].reverse());
    expect(room.at(-1)).toEqual({ id: ids[0], pages: 100 / 700 });
  });

  it("fails when the sections did not land one a page", () => {
    expect(() => sectionRoom(["header", "work"], [{ width: 595, height: 10 }], 700)).toThrow(
      "2 sections were laid out on 1 pages",
    );
  });

  it("leaves out the certificates' section when there are none", () => {
    expect(cvSectionIds(resume())).toContain("certificates");
    expect(cvSectionIds({ ...resume(), certificates: [] })).toEqual([
      "header",
      "work",
      "skills",
      "projects",
      "education",
      "languages",
    ]);
  });
});

describe("the build's warning about the CV's length", () => {
  const room = [
    { id: "work", pages: 1.26 },
    { id: "projects", pages: 0.61 },
    { id: "skills", pages: 0.17 },
    { id: "header", pages: 0.13 },
  ] as const;

  it("is not given while the CV fits", () => {
    expect(cvLengthWarning({ pages: CV_PAGES }, resume())).toBeUndefined();
    expect(cvLengthWarning({ pages: 1 }, resume())).toBeUndefined();
  });

  it("past two pages, says it is allowed and names the largest sections' files, fields and entries", () => {
    const cv = resume();
    const warning = cvLengthWarning({ pages: 3, sections: [...room] }, cv)!;
    expect(warning.split("\n")).toEqual([
      "The CV (content/resume.json) takes 3 pages as a PDF; recruiters expect 2.",
      "That is allowed. To shorten it, start with what takes the most room:",
      `  - content/resume.json › field "work": Experience, ${cv.work.length} jobs: 1.3 pages`,
      `  - content/projects.json: Projects, ${cv.projects.length} projects: 0.6 pages`,
      `  - content/resume.json › field "skills": Skills, ${cv.skills.length} skills: 0.2 pages`,
    ]);
  });

  it("counts one entry as one", () => {
    const cv = { ...resume(), work: resume().work.slice(0, 1) };
    expect(cvLengthWarning({ pages: 4, sections: [...room] }, cv)).toContain("Experience, 1 job: 1.3 pages");
  });

  it("names the header by the field it grows with", () => {
    const warning = cvLengthWarning({ pages: 3, sections: [{ id: "header", pages: 0.4 }] }, resume());
    expect(warning).toContain('content/site.json › field "description": the name, contact and summary: 0.4 pages');
  });
});
