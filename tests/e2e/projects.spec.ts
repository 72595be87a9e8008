import { expect, test } from "./fixtures";
import { cardIndex } from "../../src/utils/format";
import { fillLabel } from "../../src/content/label-text";
import { FROM_CONTENT, labels, projectsInOrder, readContent } from "./content";

const projects = projectsInOrder();
const site = readContent("site.json");
const words = labels();

test.describe("/projects", FROM_CONTENT, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/projects/");
  });

  test("has its own title, description and canonical URL", async ({ page }) => {
    await expect(page).toHaveTitle(`${words.projectsPageTitle} | ${site.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/projects/`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", site.projectsIntro);
  });

  test("shows its heading, the intro and a badge counting the projects, in the form the count takes", async ({
    page,
  }) => {
    const header = page.locator("main header");
    await expect(header.getByText(site.projectsIntro, { exact: true })).toBeVisible();
    const heading = fillLabel(words.projectsHeading, { highlight: words.projectsHeadingHighlight });
    await expect(header.getByRole("heading", { level: 1 })).toHaveText(heading);
    // The badge's form was chosen at build time for this many projects (CLDR's plural rules for the site's language).
    await expect(header.getByText(fillLabel(words.featuredProjects, { count: projects.length }))).toBeVisible();
  });

  test("shows one complete card per project, in order of id, numbered from #01", async ({ page }) => {
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(projects.length);
    expect(await cards.getByRole("heading", { level: 2 }).allTextContents()).toEqual(projects.map((p) => p.title));
    for (const [i, project] of projects.entries()) {
      const card = cards.nth(i);
      await expect(card).toContainText(project.category);
      await expect(card).toContainText(cardIndex(i));
      await expect(card).toContainText(project.description);
      const [featuresHeading, technologiesHeading] = await card.getByRole("heading", { level: 3 }).all();
      await expect(featuresHeading).toHaveText(words.keyFeatures);
      // Read from the list itself: a feature may read the same as a technology.
      const features = card.locator("h3 + ul").first().locator("li");
      await expect(features).toHaveText(project.features);
      for (const feature of await features.all()) await expect(feature).toBeVisible();
      await expect(technologiesHeading).toHaveText(words.technologiesUsed);
      const chips = card.locator("h3 + ul").nth(1).locator("li");
      expect(await chips.allTextContents()).toEqual(project.technologies.map((t) => t.name));
      await expect(chips.locator("img")).toHaveCount(project.technologies.length);
      const screenshot = fillLabel(words.screenshotOf, { title: project.title });
      await expect(card.getByRole("img", { name: screenshot, exact: true })).toBeVisible();
      for (const [label, href] of [
        [words.liveLink, project.liveLink],
        [words.githubRepo, project.githubLink],
      ]) {
        const name = fillLabel(words.newTab, {
          link: fillLabel(words.projectLink, { link: label, title: project.title }),
        });
        const link = card.getByRole("link", { name, exact: true });
        await expect(link).toHaveAttribute("href", href);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    }
  });
});
