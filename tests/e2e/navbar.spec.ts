import { expect, test } from "./fixtures";

test.describe("navbar", () => {
  test("anchors scroll in-page on home; Projects navigates in-app", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Skills" }).click();
    await expect(page).toHaveURL(/\/#skills$/);
    await expect(page.locator("#skills")).toBeInViewport();
    await nav.getByRole("link", { name: "Work" }).click();
    await expect(page.locator("#work")).toBeInViewport();
    await page.getByRole("link", { name: "Contact me" }).click();
    await expect(page.locator("#contact")).toBeInViewport();

    // In-app navigation keeps the document: a marker set on window survives.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await nav.getByRole("link", { name: "Projects" }).click();
    await expect(page).toHaveURL(/\/projects\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Projects");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test("from /projects, anchors and 'Contact me' go to the home page plus the anchor", async ({ page }) => {
    await page.goto("/projects/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Work" })).toHaveAttribute("href", "/#work");
    await expect(nav.getByRole("link", { name: "Skills" })).toHaveAttribute("href", "/#skills");
    await expect(page.getByRole("link", { name: "Contact me" })).toHaveAttribute("href", "/#contact");
    await page.getByRole("link", { name: "Contact me" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();

    await page.goto("/projects/");
    await page.getByRole("banner").getByRole("link", { name: "Hamza", exact: true }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Shaping");
  });

  test("takes the scrolled style at 11 px and returns at 0", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByRole("banner");
    await expect(bar).toHaveAttribute("data-scrolled", "false");
    const background = () => bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    const before = await background();
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(bar).toHaveAttribute("data-scrolled", "true");
    await expect.poll(background).not.toBe(before);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(bar).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(bar).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute("data-scrolled", "false");
    await expect.poll(background).toBe(before);
  });
});
