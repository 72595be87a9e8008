import { fillLabel } from "../../src/content/label-text";
import { expect, test } from "./fixtures";
import { counterText, cvSections, FROM_CONTENT, labels, readContent } from "./content";

const stats = readContent("stats.json");

// What crawlers, visitors without JavaScript and the first paint before hydration see: everything.
test.use({ javaScriptEnabled: false });

test(
  "the built HTML shows every section's content, with the counters at their values",
  FROM_CONTENT,
  async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#counters li p:first-child")).toHaveText(
      stats.map((s) => counterText(s.value, s.suffix)),
      { useInnerText: true },
    );
    // The headline's entrance is a CSS animation and plays without scripts too; everything else is in place at once.
    const hidden = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll(
          (els) =>
            els.filter((e) => getComputedStyle(e).opacity !== "1" || getComputedStyle(e).visibility === "hidden")
              .length,
        );
    expect(await hidden(".showcase-item, .skill-card, .marquee-track")).toBe(0);
    await expect.poll(() => hidden(".hero-line")).toBe(0);
    const sections = await page.locator("main > section").all();
    expect(sections.length).toBeGreaterThan(2);
    for (const section of sections) await expect(section).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  },
);

const projects: { slug: string; title: string }[] = readContent("projects.json");

test(
  "every case study is whole without scripts, and has no entrance that would wait for one",
  FROM_CONTENT,
  async ({ page }) => {
    const words = labels();
    for (const project of projects) {
      await page.goto(`/projects/${project.slug}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
      for (const name of [words.challengeTitle, words.approachTitle, words.outcomeTitle, words.builtWithTitle])
        await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
      const screenshot = fillLabel(words.screenshotOf, { title: project.title });
      await expect(page.getByRole("img", { name: screenshot, exact: true })).toBeVisible();
      await expect(page.getByRole("navigation", { name: words.moreProjects, exact: true })).toBeVisible();
      // Nothing on the page starts hidden or moved (src/motion/start-states.ts), so the first paint is the last.
      expect(await page.locator("main .reveal, main [data-enter]").count()).toBe(0);
      const faded = await page
        .locator("main *")
        .evaluateAll((els) => els.filter((e) => Number(getComputedStyle(e).opacity) < 1).length);
      expect(faded).toBe(0);
    }
  },
);

test("the CV is whole without scripts: its name, its sections and its downloads", FROM_CONTENT, async ({ page }) => {
  const site = readContent("site.json");
  await page.goto("/cv/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.name);
  for (const name of cvSections())
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  const { pdfA4, pdfLetter, jsonResume } = labels();
  for (const name of [pdfA4, pdfLetter, jsonResume])
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
});
