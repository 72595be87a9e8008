import { expect, test } from "./fixtures";

test.use({ isMobile: true, hasTouch: true });

for (const width of [360, 390]) {
  for (const path of ["/", "/projects/", "/projects/multi-vendor-marketplace/", "/cv/"]) {
    test(`${path} fits a ${width} px wide screen with the navigation usable`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of ["Work", "Projects", "Skills", "CV"])
        await expect(nav.getByRole("link", { name })).toBeInViewport();
      await expect(page.getByRole("link", { name: "Contact me" })).toBeInViewport();
      await nav.getByRole("link", { name: "Skills" }).click();
      await expect(page).toHaveURL(/#skills$/);
      await expect(page.locator("#skills")).toBeInViewport();
    });
  }
}
