import { expect, test } from "./fixtures";
import { FROM_CONTENT, navAnchors, navPages, readContent } from "./content";
import { followInApp } from "./in-app";

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

    for (const { name, link } of navPages().slice(0, 1)) {
      await followInApp(page, nav.getByRole("link", { name, exact: true }), link);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
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
