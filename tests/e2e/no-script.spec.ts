import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

const stats = JSON.parse(readFileSync("content/stats.json", "utf8"));

// What crawlers, visitors without JavaScript and the first paint before hydration see: everything.
test.use({ javaScriptEnabled: false });

test("the built HTML shows every section's content, with the counters at their values", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#counters li p:first-child")).toHaveText(
    stats.map((s: { value: number; suffix: string }) => `${s.value}${s.suffix}`),
    { useInnerText: true },
  );
  // The headline's entrance is a CSS animation and plays without scripts too; everything else is in place at once.
  const hidden = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll(
        (els) =>
          els.filter((e) => getComputedStyle(e).opacity !== "1" || getComputedStyle(e).visibility === "hidden").length,
      );
  expect(await hidden(".showcase-item, .skill-card, .marquee-track")).toBe(0);
  await expect.poll(() => hidden(".hero-line")).toBe(0);
  for (const id of ["#work", "#skills", "#contact"]) await expect(page.locator(id)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
