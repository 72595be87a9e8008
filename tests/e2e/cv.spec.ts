import { jsonResumeProblems } from "../../src/cv/check-json-resume";
import { CV_PAGES, pdfPageSizes } from "../../src/cv/cv-length";
import { cvPdfPath } from "../../src/cv/cv-paths";
import { readPdf } from "./cv-files";
import { expectWithinBudget } from "./budget";
import { expect, test } from "./fixtures";
import { FROM_CONTENT, cvSections, readContent } from "./content";

const site = readContent("site.json");
const projects = readContent("projects.json");
const resume = readContent("resume.json");
const SECTIONS = cvSections();
const PDF_PATH = cvPdfPath(site.name);
/** The typographic ligatures (ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ): a parser reads "proﬁciency" as a word without "fi" in it. */
const LIGATURES = /[\uFB00-\uFB06]/;
/** The words of the CV's prose that a ligature would join ("proficiency", "workflow"). */
const LIGATURE_WORDS = [
  ...new Set(
    [
      site.description,
      ...resume.work.flatMap((job) => [job.summary, ...job.highlights]),
      ...resume.languages.map((l) => l.fluency),
      ...projects.flatMap((p) => [p.description, ...p.features]),
    ]
      .join(" ")
      .match(/[A-Za-z]*f[fil][A-Za-z]*/g) ?? [],
  ),
];
/**
 * How much longer than the PDF the page's print may run. The print is the same content in the browser's fonts, with
 * its links spelled out, so it runs a little longer; a print stylesheet that stops applying (the navbar, the screen's
 * spacing and type) runs far longer. Under 4/3, so that a CV whose PDF ends halfway down its second page must still
 * print on two.
 */
const PRINT_SLACK = 1.3;

/** "2022-01" as a reader writes it: "Jan 2022" (written here apart from the page's own code). */
const monthText = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

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
  expect(served.meta.canonical).toBe(`${site.siteUrl}/resume.json`);
});

test(
  "the PDF: the pages the build counts, searchable text, no ligatures, embedded fonts and its metadata",
  FROM_CONTENT,
  async ({ request }) => {
    const response = await request.get(PDF_PATH);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const bytes = await response.body();
    expectWithinBudget("the CV's PDF", bytes.length, 150 * 1024);
    const pdf = await readPdf(new Uint8Array(bytes));
    // Its length is the owner's call (the build warns past two pages), but the build's count must be a parser's.
    expect(pdfPageSizes(new Uint8Array(bytes))).toHaveLength(pdf.pages);
    expect(pdf.info).toMatchObject({ Title: expect.stringContaining(site.name), Author: site.name });
    const text = pdf.lines.flat();
    expect(text[0]).toBe(site.name);
    expect(text.join("\n")).toContain(site.email);
    for (const section of SECTIONS) expect(text).toContain(section);
    expect(text.join("\n")).not.toMatch(LIGATURES);
    for (const word of LIGATURE_WORDS) expect(text.join(" ")).toMatch(new RegExp(`\\b${word}\\b`));
    // Every font is in the file (a FontFile2 stream each), none is one a reader must stand in for.
    const raw = bytes.toString("latin1");
    expect(raw.match(/\/FontFile2/g)?.length).toBe(raw.match(/\/Type \/FontDescriptor/g)?.length);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  },
);

test(
  "the CV page: the name as its h1, the sections parsers look for, dates as text, and its downloads",
  FROM_CONTENT,
  async ({ page, request }) => {
    await page.goto("/cv/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.name);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(SECTIONS);
    const jobs = page.getByRole("region", { name: "Experience" }).getByRole("article");
    await expect(jobs).toHaveCount(resume.work.length);
    for (const [i, job] of resume.work.entries()) {
      const until = job.endDate ? monthText(job.endDate) : "Present";
      await expect(jobs.nth(i)).toContainText(`${job.position}, ${job.company}`);
      await expect(jobs.nth(i)).toContainText(`${monthText(job.startDate)} – ${until}`);
    }
    const pdf = page.getByRole("link", { name: "Download PDF" });
    await expect(pdf).toHaveAttribute("href", PDF_PATH);
    await expect(pdf).toHaveAttribute("download");
    await expect(page.getByRole("link", { name: "JSON Resume" })).toHaveAttribute("href", "/resume.json");

    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    const profile = data.find((d: { "@type": string }) => d["@type"] === "ProfilePage");
    expect(profile).toMatchObject({
      url: `${site.siteUrl}/cv/`,
      mainEntity: { "@type": "Person", "@id": `${site.siteUrl}/#person`, name: site.name },
    });
    await expect(page).toHaveTitle(`CV | ${site.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/cv/`);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const png = await (await request.get(new URL(image!).pathname)).body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  },
);

for (const format of ["A4", "Letter"] as const) {
  test(
    `the CV prints on ${format} as long as its PDF, on white, with no heading last on a page`,
    FROM_CONTENT,
    async ({ page, request }) => {
      const pdf = await readPdf(new Uint8Array(await (await request.get(PDF_PATH)).body()));
      await page.goto("/cv/");
      await page.emulateMedia({ media: "print" });
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");
      for (const hidden of ["header[data-scrolled]", "footer", "text=Download PDF"])
        await expect(page.locator(hidden)).toBeHidden();
      const printed = await readPdf(new Uint8Array(await page.pdf({ format })));
      // Two pages are always fine; a longer CV may print as long as its PDF, with the slack the print needs.
      expect(printed.pages).toBeLessThanOrEqual(Math.max(CV_PAGES, Math.ceil(pdf.length * PRINT_SLACK)));
      // Links are spelled out (a long one may wrap onto the next line).
      const text = printed.lines.flat().join("");
      for (const project of projects) expect(text).toContain(`(${site.siteUrl}/projects/${project.slug}/)`);
      for (const lines of printed.lines.slice(0, -1)) expect(SECTIONS).not.toContain(lines.at(-1));
    },
  );
}
