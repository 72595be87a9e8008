import { jsonResumeProblems } from "../../src/cv/check-json-resume";
import { profileShown } from "../../src/utils/profile-name";
import { CV_PAGES } from "../../src/cv/cv-length";
import { CV_PAPERS, cvPdfPath } from "../../src/cv/cv-paths";
import { urlPath } from "../../src/utils/url-path";
import type { JsonResume } from "../../src/cv/json-resume";
import { readPdf } from "./cv-files";
import { expectWithinBudget } from "./budget";
import { expect, test } from "./fixtures";
import { fillLabel } from "../../src/content/label-text";
import { FROM_CONTENT, cvSections, labels, projectsInOrder, readContent, siteLanguage } from "./content";

const site = readContent("site.json");
const projects = projectsInOrder();
const resume = readContent("resume.json");
const SECTIONS = cvSections();
const words = labels();
/** The typographic ligatures (ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ): a parser reads "proﬁciency" as a word without "fi" in it. */
const LIGATURES = /[\uFB00-\uFB06]/;
/** Every text of the CV that the PDF shows as it is, in reading order. */
const cvTexts = (cv: JsonResume) =>
  [
    cv.basics.name,
    cv.basics.label,
    cv.basics.email,
    ...cv.basics.profiles.map((p) => profileShown(p.url)),
    cv.basics.summary,
    ...cv.work.flatMap((j) => [j.position, j.name, j.location, j.summary, ...j.highlights]),
    ...cv.skills.flatMap((s) => [s.name, s.level, ...s.keywords]),
    ...cv.projects.flatMap((p) => [p.name, p.entity, p.description, ...p.highlights, ...p.keywords]),
    ...cv.education.flatMap((e) => [e.studyType, e.area, e.institution, e.score]),
    ...cv.certificates.flatMap((c) => [c.name, c.issuer]),
    ...cv.languages.flatMap((l) => [l.language, l.fluency]),
  ].filter((text) => text !== undefined);
/**
 * Whether `link` is printed on `lines`: whole, or wrapped, a piece on each of the next lines. A line of a right-to-left
 * paragraph sets its pieces among its other words, in the order of the line's direction.
 */
function spelledOut(lines: string[], link: string): boolean {
  const from = (i: number, rest: string): boolean => {
    if (rest === "") return true;
    const line = lines[i];
    if (line === undefined) return false;
    let piece = rest.length;
    while (piece > 0 && !line.includes(rest.slice(0, piece))) piece--;
    return piece > 0 && from(i + 1, rest.slice(piece));
  };
  return lines.some((_, i) => from(i, link));
}
/**
 * How much longer than the PDF the page's print may run. The print is the same content in the browser's fonts, with
 * its links spelled out, so it runs a little longer; a print stylesheet that stops applying (the navbar, the screen's
 * spacing and type) runs far longer. Under 4/3, so that a CV whose PDF ends halfway down its second page must still
 * print on two.
 */
const PRINT_SLACK = 1.3;

/** "2022-01" as a reader of the site's language writes it: "Jan 2022", "sty 2022" (apart from the page's own code). */
const monthText = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString(siteLanguage(), {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
    calendar: "gregory",
  });

test("/resume.json is JSON Resume, served as JSON, made from the site's content", FROM_CONTENT, async ({ request }) => {
  const response = await request.get("/resume.json");
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  const served = await response.json();
  expect(jsonResumeProblems(served)).toEqual([]);
  expect(served.basics).toMatchObject({
    name: site.name,
    label: site.role,
    email: site.email,
    url: `${site.siteUrl}/`,
  });
  expect(served.projects.map((p: { name: string; url: string }) => [p.name, p.url])).toEqual(
    projects.map((p) => [p.title, `${site.siteUrl}/projects/${p.slug}/`]),
  );
  expect(served.meta).toMatchObject({ canonical: `${site.siteUrl}/resume.json`, language: siteLanguage() });
});

/**
 * The PDF's bytes: its fonts' subsets, and each page's, room for a page full of text in many scripts, each change of
 * font and language tagged, as the largest generated CVs have.
 */
const PDF_BUDGET = { fonts: 60 * 1024, page: 60 * 1024 };
/** A4's and US Letter's page size in points, rounded. */
const POINTS = { A4: [595, 842], LETTER: [612, 792] };
/** Each paper's PDF. */
const PDFS = CV_PAPERS.map((paper) => ({ ...paper, path: cvPdfPath(site.name, paper), points: POINTS[paper.size] }));
/**
 * Text compared with no white space: where a line breaks is the layout's business; nor with the marks that only set
 * the direction of what follows them (a reader may give them back or not).
 */
const flat = (text: string) => text.replace(/[\s\p{Cf}]+/gu, "");

for (const { label, path, points } of PDFS) {
  test(
    `the ${label} PDF: tagged for screen readers, its text the content's, in embedded fonts`,
    FROM_CONTENT,
    async ({ request }) => {
      const response = await request.get(path);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      const bytes = await response.body();
      const pdf = await readPdf(new Uint8Array(bytes));
      // Its fonts, then each page's text and links: a long CV is the owner's call, a heavy page is not.
      expectWithinBudget(`the CV's ${label} PDF`, bytes.length, PDF_BUDGET.fonts + PDF_BUDGET.page * pdf.pages);
      const cv: JsonResume = await (await request.get("/resume.json")).json();
      // Its length is the owner's call (the build warns past two pages); each page is numbered out of the parser's count.
      expect(pdf.sizes).toEqual(Array(pdf.pages).fill(points));
      // Without white space: pdf.js gives the spaces around "/" back on a left-to-right page, not always on the other.
      expect(pdf.furniture.map((f) => f.replace(/\s+/g, "").match(/\d+\/\d+$/)?.[0])).toEqual(
        pdf.sizes.map((_, i) => `${i + 1}/${pdf.pages}`),
      );
      expect(pdf).toMatchObject({ marked: true, pdfua: "1", displayTitle: true });
      // As a reader shows them: a run of white space (a line separator drawn as a space among them) reads as one.
      const spaced = (text = "") => text.replace(/\s+/g, " ");
      expect({ ...pdf.info, Title: spaced(pdf.info.Title), Author: spaced(pdf.info.Author) }).toMatchObject({
        Title: expect.stringContaining(spaced(site.name)),
        Author: spaced(site.name),
        Language: siteLanguage(),
      });

      // Tags' texts compared without white space: a heading that wraps leaves its line's end to the reader.
      const tagged = (role: string) => pdf.tags.filter((t) => t.role === role).map((t) => flat(t.text));
      expect(tagged("H1").join("")).toBe(flat(site.name));
      expect(tagged("H2")).toEqual(SECTIONS.map(flat));
      expect(tagged("H3")).toEqual(
        [
          ...cv.work.map((job) => fillLabel(words.jobTitle, { position: job.position, company: job.name })),
          ...cv.projects.map((project) => project.name),
          ...cv.education.map((study) => fillLabel(words.study, study)),
          ...cv.certificates.map((certificate) => certificate.name),
        ].map(flat),
      );
      // Lists without labels: the contact (email, site, place, profiles), then the jobs' highlights and projects' features.
      const items = [...cv.work, ...cv.projects].flatMap((entry) => entry.highlights);
      const bodies = tagged("LBody");
      expect(bodies).toHaveLength(3 + cv.basics.profiles.length + items.length);
      expect(bodies.slice(bodies.length - items.length)).toEqual(items.map(flat));
      expect(tagged("Lbl")).toEqual([]);
      // Every link is tied to a Link tag, and described.
      const links = pdf.tags.filter((t) => t.role === "Link");
      for (const link of pdf.links) {
        expect(link.description).not.toBe("");
        expect(links.find((t) => t.annotations.includes(link.id))?.alt).toBe(link.description);
      }
      // A link that wraps has an annotation a line, under its one Link tag.
      expect(pdf.links.map((l) => l.url).filter((url, i, urls) => url !== urls[i - 1])).toEqual(
        [
          `mailto:${cv.basics.email}`,
          cv.basics.url,
          ...cv.basics.profiles.map((p) => p.url),
          ...cv.projects.map((p) => p.url),
          // As a reader resolves them ("https://example.com" is "https://example.com/").
        ].map((url) => new URL(url).href),
      );

      // The text, read back from the tags, holds every text of the CV in reading order, so words with "fi", "fl" or
      // "ff" whole, and a right-to-left or shaped run as written (its ActualText).
      const text = pdf.lines.flat();
      const all = flat(pdf.read.join(""));
      let from = 0;
      for (const shown of cvTexts(cv)) {
        const at = all.indexOf(flat(shown), from);
        expect(at, `"${shown}" after character ${from}`).toBeGreaterThanOrEqual(0);
        from = at;
      }
      expect(text.join("\n")).not.toMatch(LIGATURES);
      // Every font is in the file (a FontFile2 stream each), none is one a reader must stand in for.
      const raw = bytes.toString("latin1");
      expect(raw.match(/\/FontFile2/g)?.length).toBe(raw.match(/\/Type \/FontDescriptor/g)?.length);
      expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    },
  );
}

test("the CV page: dates as text, its downloads, its JSON-LD and its head", FROM_CONTENT, async ({ page, request }) => {
  // Its h1 and h2s, in every engine: engines/visitor.spec.ts.
  await page.goto("/cv/");
  const jobs = page.getByRole("region", { name: words.experience, exact: true }).getByRole("article");
  await expect(jobs).toHaveCount(resume.work.length);
  for (const [i, job] of resume.work.entries()) {
    await expect(jobs.nth(i)).toContainText(
      fillLabel(words.jobTitle, { position: job.position, company: job.company }),
    );
    // In the site's language, with its word for a job that goes on; a job of one month once.
    const end = job.endDate ? monthText(job.endDate) : words.present;
    const when =
      job.endDate === job.startDate ? end : fillLabel(words.period, { start: monthText(job.startDate), end });
    await expect(jobs.nth(i).locator("p").first()).toHaveText(when);
  }
  // Each skill's keywords keep most of the row beside its name, however long the name.
  const keywordShares = await page
    .locator(".cv dd")
    .evaluateAll((keywords) => keywords.map((dd) => dd.clientWidth / dd.closest("dl")!.clientWidth));
  for (const share of keywordShares) expect(share).toBeGreaterThan(0.5);
  for (const [{ path }, name] of PDFS.map((pdf, i) => [pdf, [words.pdfA4, words.pdfLetter][i]] as const)) {
    const pdf = page.getByRole("link", { name, exact: true });
    await expect(pdf).toHaveAttribute("href", urlPath(path));
    await expect(pdf).toHaveAttribute("download");
  }
  await expect(page.getByRole("link", { name: words.jsonResume, exact: true })).toHaveAttribute("href", "/resume.json");

  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  const profile = data.find((d: { "@type": string }) => d["@type"] === "ProfilePage");
  expect(profile).toMatchObject({
    url: `${site.siteUrl}/cv/`,
    mainEntity: { "@type": "Person", "@id": `${site.siteUrl}/#person`, name: site.name },
  });
  await expect(page).toHaveTitle(`${words.cv} | ${site.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/cv/`);
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  const png = await (await request.get(new URL(image!).pathname)).body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

for (const { label, size } of PDFS) {
  test(
    `the CV prints on ${label} as long as its PDF, on white, with no heading last on a page`,
    FROM_CONTENT,
    async ({ page, request }) => {
      // Held to the A4 PDF, the shorter: a launch-length CV must print on two pages of either paper.
      const pdf = await readPdf(new Uint8Array(await (await request.get(PDFS[0].path)).body()));
      // A long CV takes a while to print, twice.
      if (pdf.length > CV_PAGES) test.slow();
      await page.goto("/cv/");
      await page.emulateMedia({ media: "print" });
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");
      for (const hidden of ["header[data-scrolled]", "footer", ...PDFS.map((p) => `a[href="${p.path}"]`)])
        await expect(page.locator(hidden)).toBeHidden();
      const printed = await readPdf(new Uint8Array(await page.pdf({ format: size })));
      if (pdf.length <= CV_PAGES) {
        // A CV whose PDF fits the pages recruiters expect prints on them too, with the slack the print needs.
        expect(printed.pages).toBeLessThanOrEqual(Math.max(CV_PAGES, Math.ceil(pdf.length * PRINT_SLACK)));
      } else {
        // A longer one is the owner's call (the build warns): its print only has to be the print stylesheet's,
        // shorter than the screen's layout printed.
        await page.emulateMedia({ media: "screen" });
        const onScreen = await readPdf(new Uint8Array(await page.pdf({ format: size })));
        expect(printed.pages).toBeLessThan(onScreen.pages);
      }
      // Links are spelled out.
      const lines = printed.lines.flat();
      for (const project of projects) {
        const link = `(${site.siteUrl}/projects/${project.slug}/)`;
        expect(spelledOut(lines, link), link).toBe(true);
      }
      for (const lines of printed.lines.slice(0, -1)) expect(SECTIONS).not.toContain(lines.at(-1));
    },
  );
}
