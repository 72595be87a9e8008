import { expect, test } from "./fixtures";
import { frames, recordFrames } from "./frames";
import {
  crossings,
  expectCounting,
  gaps,
  interpolatedCrossings,
  sample,
  scrollTopTo,
  topRatio,
} from "./motion-helpers";

// The motion tests that keep the browser's own clock. They run in their own Playwright project,
// after every other test and one at a time, so that a busy machine does not bend their timings.
test.describe("motion on the real clock", () => {
  test("the headline's lines rise in from the first paint, 0.2 s apart, 1 s each", async ({ page }) => {
    await recordFrames(page);
    await page.goto("/");
    await page.waitForTimeout(2000);
    const recorded = await frames(page);
    const opacity = recorded.map((f) => ({ t: f.t, values: f.lines }));
    // The first frame already shows them entering, not in place.
    expect(opacity[0].values.every((o) => o < 0.5)).toBe(true);
    const starts = interpolatedCrossings(opacity, 0.01);
    for (const gap of gaps(interpolatedCrossings(opacity, 0.5))) expect(Math.abs(gap - 0.2)).toBeLessThanOrEqual(0.05);
    const ends = crossings(opacity, 1);
    // The third line starts after the first frame (its 0.4 s delay), so its whole entrance is seen.
    expect(Math.abs((ends[2] ?? NaN) - (starts[2] ?? NaN) - 1)).toBeLessThanOrEqual(0.08);
    expect(opacity.at(-1)!.values).toEqual([1, 1, 1]);
  });

  test("counters count from 0 in whole numbers over 2.5 s once the section top reaches the viewport centre, once", async ({
    page,
  }) => {
    await page.goto("/");
    const counters = page.locator(".counter-value");
    // Just before the trigger: still 0.
    await scrollTopTo(page, "#counters", 0.5, 40);
    await page.waitForTimeout(400);
    expect(await counters.allTextContents()).toEqual(["0+", "0+", "0+", "0%"]);

    const trigger = await page
      .locator("#counters")
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2 + 2);
    const samples = await sample(page, ".counter-value", "counter", 3200, trigger);
    const texts = await counters.allTextContents();
    expect(texts).toEqual(["5+", "20+", "30+", "90%"]);

    // Each reaches its value with its suffix at 2.5 s (± 0.3 s).
    expectCounting(samples, [5, 20, 30, 90], 0.3);

    // Scrolling away and back does not restart them.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.waitForTimeout(300);
    await scrollTopTo(page, "#counters", 0.3);
    const after = await sample(page, ".counter-value", "counter", 600);
    expect(after.every((s) => s.values.join() === "5,20,30,90")).toBe(true);
  });

  test("'See My Work' scrolls the counter section's top to 15% of the window height", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "See My Work" }).click();
    await expect.poll(() => topRatio(page, "#counters"), { timeout: 4000 }).toBeCloseTo(0.15, 1);
    await page.waitForTimeout(1200);
    const ratio = await topRatio(page, "#counters");
    expect(Math.abs(ratio - 0.15)).toBeLessThanOrEqual(0.02);
  });

  test("the marquee loops by exactly one copy's width, so the seam cannot show, and pauses on hover", async ({
    page,
  }) => {
    await page.goto("/");
    await page.locator(".marquee").first().scrollIntoViewIfNeeded();
    const geometry = await page
      .locator(".marquee")
      .first()
      .evaluate((root) => {
        const [first, second] = [...root.querySelectorAll(".marquee-list")].map((l) => l.getBoundingClientRect());
        return { copyWidth: first.width, offset: second.left - first.left };
      });
    expect(geometry.offset).toBeCloseTo(geometry.copyWidth, 1);

    const x = () =>
      page
        .locator(".marquee-track")
        .first()
        .evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);
    const start = await x();
    await page.waitForTimeout(600);
    const later = await x();
    expect(later).toBeLessThan(start);
    expect(later).toBeGreaterThan(-geometry.copyWidth);

    await page.locator(".marquee").first().hover();
    await page.waitForTimeout(100);
    const held = await x();
    await page.waitForTimeout(600);
    expect(await x()).toBe(held);
    await page.mouse.move(5, 5);
    await page.waitForTimeout(400);
    expect(await x()).toBeLessThan(held);
  });

  test("the marquee's button stops and restarts it", async ({ page }) => {
    await page.goto("/");
    const marquee = page.locator(".marquee").first();
    await marquee.scrollIntoViewIfNeeded();
    const x = () =>
      marquee.locator(".marquee-track").evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);
    await expect.poll(x).toBeLessThan(0);
    await marquee.getByRole("button", { name: "Pause the technologies strip" }).click();
    const held = await x();
    await page.waitForTimeout(500);
    expect(await x()).toBe(held);
    const play = marquee.getByRole("button", { name: "Play the technologies strip" });
    await expect(play).toHaveAttribute("aria-pressed", "true");
    await play.press("Enter");
    await expect.poll(x).toBeLessThan(held);
  });
});
