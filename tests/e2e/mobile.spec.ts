import { expect, test } from "./fixtures";
import { FROM_CONTENT, navAnchors, readContent } from "./content";

test.use({ isMobile: true, hasTouch: true });

for (const width of [360, 390]) {
  for (const path of ["/", "/projects/", `/projects/${readContent("projects.json")[0].slug}/`, "/cv/"]) {
    // The home page stands for the others on the second owner's content: one navbar, one layout.
    test(
      `${path} fits a ${width} px wide screen with the navigation usable`,
      path === "/" ? FROM_CONTENT : {},
      async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const nav = page.getByRole("navigation", { name: "Main" });
        for (const { name } of readContent("nav-items.json"))
          await expect(nav.getByRole("link", { name, exact: true })).toBeInViewport();
        await expect(page.getByRole("link", { name: "Contact me" })).toBeInViewport();
        const [{ name, link }] = navAnchors().reverse();
        await nav.getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${link}$`));
        await expect(page.locator(link)).toBeInViewport();
      },
    );
  }
}
