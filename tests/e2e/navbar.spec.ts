import { expect, test } from "./fixtures";
import { FROM_CONTENT, navAnchors, navPages, readContent } from "./content";
import { pageHydrated } from "./page-reads";

test.describe("navbar", () => {
  test("anchors scroll in-page on home; a page link navigates in-app", FROM_CONTENT, async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // From the last section up, so that each one has to scroll.
    for (const { name, link } of navAnchors().reverse()) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${link}$`));
      await expect(page.locator(link)).toBeInViewport();
    }
    await page.getByRole("link", { name: "Contact me" }).click();
    await expect(page.locator("#contact")).toBeInViewport();

    // In-app navigation keeps the document: a marker set on window survives. Until React has hydrated the link, a
    // click is a plain link's, which loads a new document.
    const [{ name, link }] = navPages();
    await expect.poll(() => page.evaluate(pageHydrated)).toBe(true);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link}/$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test(
    "from /projects, anchors and 'Contact me' go to the home page plus the anchor",
    FROM_CONTENT,
    async ({ page }) => {
      await page.goto("/projects/");
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const { name, link } of navAnchors())
        await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/${link}`);
      await expect(page.getByRole("link", { name: "Contact me" })).toHaveAttribute("href", "/#contact");
      await page.getByRole("link", { name: "Contact me" }).click();
      await expect(page).toHaveURL(/\/#contact$/);
      await expect(page.locator("#contact")).toBeInViewport();

      await page.goto("/projects/");
      await page
        .getByRole("banner")
        .getByRole("link", { name: readContent("site.json").shortName, exact: true })
        .click();
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Shaping");
    },
  );

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
