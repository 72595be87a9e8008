import { expect, test } from "./fixtures";
import { cardIndex } from "../../src/utils/format";
import { FROM_CONTENT, projectsInOrder, readContent } from "./content";

const projects = projectsInOrder();
const site = readContent("site.json");

test.describe("/projects", FROM_CONTENT, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/projects/");
  });

  test("has its own title, description and canonical URL", async ({ page }) => {
    await expect(page).toHaveTitle(`My Projects | ${site.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/projects/`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", site.projectsIntro);
  });

  test("shows the intro and a badge counting the projects", async ({ page }) => {
    await expect(page.locator("main header").getByText(site.projectsIntro, { exact: true })).toBeVisible();
    const badge = `${projects.length} Featured Project${projects.length === 1 ? "" : "s"}`;
    await expect(page.getByText(badge)).toBeVisible();
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
      await expect(card.getByRole("heading", { name: "Key Features" })).toBeVisible();
      // Read from the list itself: a feature may read the same as a technology.
      const features = card.locator("h3:text('Key Features') + ul li");
      await expect(features).toHaveText(project.features);
      for (const feature of await features.all()) await expect(feature).toBeVisible();
      await expect(card.getByRole("heading", { name: "Technologies Used" })).toBeVisible();
      const chips = card.locator("h3:text('Technologies Used') + ul li");
      expect(await chips.allTextContents()).toEqual(project.technologies.map((t) => t.name));
      await expect(chips.locator("img")).toHaveCount(project.technologies.length);
      await expect(card.getByRole("img", { name: `Screenshot of ${project.title}`, exact: true })).toBeVisible();
      for (const [label, href] of [
        ["Live Link", project.liveLink],
        ["GitHub Repo", project.githubLink],
      ]) {
        const link = card.getByRole("link", { name: `${label}: ${project.title} (opens in a new tab)`, exact: true });
        await expect(link).toHaveAttribute("href", href);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    }
  });
});
