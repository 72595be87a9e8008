import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { type Frame, readFrame } from "./page-reads";
import { recordFromStart, recorded } from "./in-page";
import { untilEntered } from "./in-app";
import { labels } from "./content";

// The motion tests that keep the browser's own clock (CSS animations, which the fake clock does not drive, and
// smooth scrolling). Each asserts on the page's own timeline, so a busy machine cannot bend it: a frame can come
// late, never early.

/**
 * Resolves once the track's pause or play has taken effect. A Web Animation paused or played in one frame holds or
 * moves from the next, which on a busy machine comes a few pixels later: a position read before then is not held.
 */
const settled = (track: Locator) =>
  track.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.ready)).then(() => undefined));

/** How far the strip's track has moved the way it goes, in px: leftwards, or rightwards on a right-to-left page. */
const trackX = (track: Locator) =>
  track.evaluate(
    (el) =>
      new DOMMatrixReadOnly(getComputedStyle(el).transform).m41 * (getComputedStyle(el).direction === "rtl" ? 1 : -1),
  );

/**
 * Waits until the strip has moved. It starts once it is on screen and the browser is first idle, and on a busy machine
 * the page's first seconds are not idle: this asserts that it starts, not how soon. A strip that never starts fails
 * with its animation's state, as the browser reports it.
 */
async function startsMoving(track: Locator) {
  const state = () =>
    track.evaluate((el) =>
      JSON.stringify(
        el.getAnimations().map(({ playState, pending, currentTime }) => ({ playState, pending, currentTime })),
      ),
    );
  await expect
    .poll(() => trackX(track), { timeout: 15_000 })
    .toBeGreaterThan(0)
    .catch(async (error) => {
      throw new Error(`${String(error)}\nthe strip's animations: ${await state()}`);
    });
}

test.describe("motion on the real clock", () => {
  test("the headline's lines rise in from the first paint, 0.2 s apart, 1 s each", async ({ page }) => {
    await recordFromStart(page, readFrame);
    await page.goto("/");
    // The browser's own record of each line's animation (Web Animations), read once they have all finished.
    const timings = await page.evaluate(async () => {
      const lines = [...document.querySelectorAll(".hero-line")];
      const animations = lines.map((line) => line.getAnimations()[0]);
      await Promise.all(animations.map((a) => a.finished));
      return animations.map((a) => {
        const { delay, duration } = a.effect!.getComputedTiming();
        return { delay, duration, startTime: a.startTime };
      });
    });
    expect(timings.map((t) => t.delay)).toEqual([0, 200, 400]);
    expect(timings.map((t) => t.duration)).toEqual([1000, 1000, 1000]);
    // One start for all three, so the 0.2 s steps are between the lines themselves.
    expect(new Set(timings.map((t) => t.startTime)).size).toBe(1);
    // The first frame already shows them entering, not in place, and they end in place.
    const frames = await recorded<Frame>(page);
    expect(frames[0].value.lines.every((o) => o < 0.5)).toBe(true);
    expect(frames.at(-1)!.value.lines).toEqual([1, 1, 1]);
  });

  test("'See My Work' scrolls the counter section's top to 15% of the window height", async ({ page }) => {
    await page.goto("/");
    const topRatio = () => page.locator("#counters").evaluate((el) => el.getBoundingClientRect().top / innerHeight);
    await page.getByRole("link", { name: labels().seeMyWork, exact: true }).click();
    await expect.poll(() => topRatio(), { timeout: 4000 }).toBeCloseTo(0.15, 1);
    await page.waitForTimeout(1200);
    const ratio = await topRatio();
    expect(Math.abs(ratio - 0.15)).toBeLessThanOrEqual(0.02);
  });

  // Where the second copy stands, and the loop by one copy's width, on its own timeline: motion.spec.ts.
  test("the marquee moves, pauses on hover, and its button stops and restarts it", async ({ page }) => {
    await page.goto("/");
    const marquee = page.locator(".marquee").first();
    await marquee.scrollIntoViewIfNeeded();
    const copyWidth = await marquee
      .locator(".marquee-list")
      .first()
      .evaluate((l) => l.getBoundingClientRect().width);

    const track = marquee.locator(".marquee-track");
    const x = () => trackX(track);
    await startsMoving(track);
    const start = await x();
    await page.waitForTimeout(600);
    const later = await x();
    expect(later).toBeGreaterThan(start);
    expect(later).toBeLessThan(copyWidth);

    await marquee.hover();
    await settled(track);
    const held = await x();
    await page.waitForTimeout(600);
    expect(await x()).toBe(held);
    await page.mouse.move(5, 5);
    await expect.poll(x).toBeGreaterThan(held);

    await marquee.getByRole("button", { name: labels().pauseTechStrip, exact: true }).click();
    await settled(track);
    const stopped = await x();
    await page.waitForTimeout(500);
    expect(await x()).toBe(stopped);
    const play = marquee.getByRole("button", { name: labels().playTechStrip, exact: true });
    await expect(play).toHaveAttribute("aria-pressed", "true");
    await play.press("Enter");
    await expect.poll(x).toBeGreaterThan(stopped);
  });
});

test("items a visitor scrolled past before the page's scripts ran enter at once, without scrolling back", async ({
  page,
}) => {
  // Hold the page's scripts back while the visitor reaches the bottom, as on a slow phone.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(app|framework|webpack-runtime)-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  const bottom = await page.evaluate(() => window.scrollY);
  expect(bottom).toBeGreaterThan(2000);
  release();
  await untilEntered(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(bottom);
});
