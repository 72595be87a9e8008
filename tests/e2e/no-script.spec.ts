import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

const stats = JSON.parse(readFileSync("content/stats.json", "utf8"));

// What crawlers, visitors without JavaScript and the first paint before hydration see: everything.
test.use({ javaScriptEnabled: false });

test("the built HTML shows every section's content, with the counters at their values", async ({ page }) => {
  await page.goto("/");
  expect(await page.locator(".counter-value").allTextContents()).toEqual(
    stats.map((s: { value: number; suffix: string }) => `${s.value}${s.suffix}`),
  );
  const hidden = await page
    .locator(".hero-line, .showcase-item, .skill-card, .marquee-track")
    .evaluateAll((els) => els.filter((e) => getComputedStyle(e).opacity !== "1" || getComputedStyle(e).visibility === "hidden").length);
  expect(hidden).toBe(0);
  for (const id of ["#work", "#skills", "#contact"]) await expect(page.locator(id)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
