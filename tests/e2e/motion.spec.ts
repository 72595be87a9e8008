import { expect, test } from "./fixtures";
import { crossings, expectCounting, gaps, openOnPausedClock, scrollTopTo } from "./motion-helpers";
import { onTimeline, watchOnClock } from "./in-page";
import { readEach } from "./page-reads";
import { counterText, FROM_CONTENT, readContent, siteGrouping } from "./content";

const stats = readContent("stats.json");
/** What each counter shows once it has counted up, and before. */
const finalTexts = stats.map((s) => counterText(s.value, s.suffix));
const startTexts = stats.map((s) => counterText(0, s.suffix));

// The motion's timings: gsap's entrances on Playwright's fake clock (one 16 ms frame at a time), the loops (Web
// Animations, which the fake clock does not drive) stepped through their own timeline. The tests that keep the
// browser's own clock are in real-clock.spec.ts.
test.describe("motion", () => {
  test(
    "counters reach their values at 2.5 s in whole numbers, starting when the section top reaches the centre",
    FROM_CONTENT,
    async ({ page }) => {
      await openOnPausedClock(page);
      const counters = page.locator(".counter-value");
      await scrollTopTo(page, "#counters", 0.5, 40);
      await page.clock.runFor(400);
      expect(await counters.allTextContents()).toEqual(startTexts);

      await scrollTopTo(page, "#counters", 0.5, -2);
      const seen = await watchOnClock(page, readEach, {
        ms: 3000,
        arg: { selector: ".counter-value", what: "counter", grouping: siteGrouping() },
      });
      expectCounting(
        seen,
        stats.map((s) => s.value),
        [2450, 2550],
      );
      expect(await counters.allTextContents()).toEqual(finalTexts);
    },
  );

  test(
    "each showcase item fades and slides in when its own top is 100 px above the viewport bottom; items entering together 0.3 s apart",
    FROM_CONTENT,
    async ({ page }) => {
      // The first projects: the featured one and, beside it, as many of two smaller ones as the content has.
      const shown = Math.min(3, readContent("projects.json").length);
      const hidden = Array.from({ length: shown }, () => "0");
      await openOnPausedClock(page);
      const items = page.locator(".showcase-item");
      const opacities = () => items.evaluateAll((els) => els.map((e) => getComputedStyle(e).opacity));
      // On a wide screen the featured item and the first smaller one start at the same height; the second is lower.
      const tops = await items.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      if (shown > 1) expect(tops[0]).toBe(tops[1]);
      if (shown > 2) expect(tops[2]).toBeGreaterThan(tops[1] + 200);

      // The section's top passing the line starts nothing: its heading comes first.
      await scrollTopTo(page, "#work", 1, -102);
      await page.clock.runFor(400);
      expect(await opacities()).toEqual(hidden);
      await scrollTopTo(page, ".showcase-item >> nth=0", 1, -90);
      await page.clock.runFor(400);
      expect(await opacities()).toEqual(hidden);

      await scrollTopTo(page, ".showcase-item >> nth=0", 1, -102);
      const itemOpacity = { selector: ".showcase-item", what: "opacity" } as const;
      const together = await watchOnClock(page, readEach, { ms: 2000, arg: itemOpacity });
      const starts = crossings(together, 0.01);
      if (shown > 1) expect(Math.abs((starts[1] ?? NaN) - (starts[0] ?? NaN) - 300)).toBeLessThanOrEqual(35);
      expect(starts[2]).toBeUndefined();
      expect(together.at(-1)!.value).toEqual([1, 1, 0].slice(0, shown));

      if (shown > 2) {
        await scrollTopTo(page, ".showcase-item >> nth=2", 1, -90);
        await page.clock.runFor(400);
        expect((await opacities())[2]).toBe("0");
        await scrollTopTo(page, ".showcase-item >> nth=2", 1, -102);
        const alone = await watchOnClock(page, readEach, { ms: 1200, arg: itemOpacity });
        expect(crossings(alone, 0.01)[2]).toBeLessThanOrEqual(50);
        expect(alone.at(-1)!.value).toEqual([1, 1, 1]);
      }
      const moved = await items.evaluateAll((els) => els.map((e) => getComputedStyle(e).transform));
      expect(moved.every((t) => t === "none" || t === "matrix(1, 0, 0, 1, 0, 0)")).toBe(true);
    },
  );

  test(
    "skill cards rise 50 px and fade in over 1 s, 0.2 s apart, when the section top reaches the centre",
    FROM_CONTENT,
    async ({ page }) => {
      await openOnPausedClock(page);
      const cards = page.locator(".skill-card");
      await scrollTopTo(page, "#skills", 0.5, 30);
      await page.clock.runFor(400);
      const before = await cards.evaluateAll((els) =>
        els.map((e) => [getComputedStyle(e).opacity, new DOMMatrixReadOnly(getComputedStyle(e).transform).m42]),
      );
      expect(before.every(([o, y]) => o === "0" && y === 50)).toBe(true);

      await scrollTopTo(page, "#skills", 0.5, -2);
      // Until the last card has faded in, however many the content lists.
      const ms = 1000 + 200 * (readContent("skills.json").length - 1) + 800;
      const opacity = await watchOnClock(page, readEach, { ms, arg: { selector: ".skill-card", what: "opacity" } });
      const starts = crossings(opacity, 0.01);
      for (const gap of gaps(starts)) expect(Math.abs(gap - 200)).toBeLessThanOrEqual(35);
      const ends = crossings(opacity, 1);
      const duration = (ends[0] ?? NaN) - (starts[0] ?? NaN);
      expect(Math.abs(duration - 1000)).toBeLessThanOrEqual(50);
      expect(opacity.at(-1)!.value.every((v) => v === 1)).toBe(true);
    },
  );

  test("the marquee moves the way the page reads, and wraps from one copy's width back to 0 (on its own timeline), in either direction", async ({
    page,
  }) => {
    await page.goto("/");
    await page.locator(".marquee").first().scrollIntoViewIfNeeded();
    const track = page.locator(".marquee-track").first();
    const own = await page.evaluate(() => getComputedStyle(document.documentElement).direction);
    // The page as its content lays it out, then as a site in a language written the other way (its HTML differs only
    // in <html dir>): a visitor's switch to reduced motion and back sets the loop up again.
    for (const dir of [own, own === "rtl" ? "ltr" : "rtl"]) {
      if (dir !== own) {
        await page.evaluate((dir) => (document.documentElement.dir = dir), dir);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await expect.poll(() => track.evaluate((el) => el.getAnimations().length)).toBe(0);
        await page.emulateMedia({ reducedMotion: "no-preference" });
      }
      await expect.poll(() => track.evaluate((el) => el.getAnimations().length)).toBe(1);
      const { copyWidth, secondAt } = await page.evaluate(() => {
        const [first, second] = [...document.querySelectorAll(".marquee-list")].map((l) => l.getBoundingClientRect());
        return { copyWidth: first!.width, secondAt: second!.left - first!.left };
      });
      // The second copy follows the first in reading order, and the strip moves towards its start: leftwards, or
      // rightwards on a right-to-left page.
      const towards = dir === "rtl" ? 1 : -1;
      expect(Math.abs(secondAt + towards * copyWidth)).toBeLessThanOrEqual(1);
      const readX = (selector: string) =>
        new DOMMatrixReadOnly(getComputedStyle(document.querySelector(selector)!).transform).m41;
      // One full cycle at 45 px/s and two seconds more, read every 2 s of the animation's own time.
      const cycle = Math.ceil((copyWidth / 45) * 1000);
      const seen = await page.evaluate(onTimeline(readX), {
        selector: ".marquee-track",
        ms: cycle + 2000,
        everyMs: 2000,
        arg: ".marquee-track",
      });
      // Measured along the way the strip moves.
      const positions = seen.map(({ value }) => value * towards);
      const jumps = positions.slice(1).map((p, i) => p - positions[i]);
      const wraps = jumps.filter((j) => j < 0);
      const steps = jumps.filter((j) => j > 0);
      expect(positions[0]).toBeCloseTo(0, 5);
      expect(wraps, `laid out ${dir}`).toHaveLength(1);
      // Every step moves the same distance, 90 px; the wrap step is that same step less exactly one copy's width,
      // i.e. the motion continues without a jump.
      for (const step of steps) expect(Math.abs(step - steps[0])).toBeLessThanOrEqual(1);
      expect(Math.abs(steps[0] - 90), `laid out ${dir}`).toBeLessThanOrEqual(1);
      expect(Math.abs(wraps[0] + copyWidth - steps[0])).toBeLessThanOrEqual(1.5);
      expect(Math.max(...positions)).toBeLessThan(copyWidth + 1);
    }
  });
});
