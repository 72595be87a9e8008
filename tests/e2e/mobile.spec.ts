import { expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const path of ["/", "/projects/"]) {
  test(`${path} fits a 390 px wide screen with the navigation usable`, async ({ page }) => {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Work", "Projects", "Skills"]) await expect(nav.getByRole("link", { name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact me" })).toBeVisible();
    await nav.getByRole("link", { name: "Skills" }).click();
    await expect(page).toHaveURL(/#skills$/);
    await expect(page.locator("#skills")).toBeInViewport();
  });
}
