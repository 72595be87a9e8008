import { expect, type Page } from "@playwright/test";
import type { Seen } from "./in-page";
import { pageHydrated } from "./page-reads";

/**
 * Scrolls so that the element's top sits at `ratio` of the viewport height from the top, plus `px` (e.g.
 * ratio 0.5 = the viewport centre). Like a visitor, it scrolls in steps, measuring again after each one, and
 * ends exactly in place.
 */
export async function scrollTopTo(page: Page, selector: string, ratio: number, px = 0) {
  const STEP_PX = 300;
  const element = page.locator(selector);
  for (let step = 0; step < 100; step++) {
    const offset = await element.evaluate(
      (el, target) => el.getBoundingClientRect().top - (window.innerHeight * target.ratio + target.px),
      { ratio, px },
    );
    if (Math.abs(offset) < 0.5) return;
    const by = Math.max(-STEP_PX, Math.min(STEP_PX, offset));
    await page.evaluate((top) => window.scrollBy({ top, behavior: "instant" }), by);
    await page.waitForTimeout(30);
  }
  throw new Error(`${selector} did not settle at ${ratio} of the viewport height ${px >= 0 ? "+" : ""}${px} px`);
}

/** The time (ms) at which each element's value, as `watch(readEach)` saw it, first reaches `threshold`, if ever. */
export function crossings(seen: Seen<number[]>[], threshold: number) {
  return Array.from({ length: seen[0]?.value.length ?? 0 }, (_, i) => seen.find((s) => s.value[i] >= threshold)?.t);
}

/** Differences between consecutive times. */
export const gaps = (times: (number | undefined)[]) => times.slice(1).map((t, i) => (t ?? NaN) - (times[i] ?? NaN));

/**
 * Opens / on Playwright's fake clock, paused from before the first script runs: nothing the page times moves
 * until the test runs the clock, so however long loading and hydration take on this machine, every test starts
 * from the same state. Returns at the top of the page once React has hydrated every section, when the motion hooks
 * have armed their triggers, and the entrance code has run (asked for by a first scroll of 1 px, as a visitor's
 * first move asks for it). Hydration starts from the page's timers and then takes real time, so the clock moves a
 * frame at a time, with a real pause after each, until it is done (a few frames; at most 60, under a second of
 * page time).
 */
export async function openOnPausedClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 1000);
  let entrancesFetched = false;
  page.on("response", (response) => {
    if (/\/entrances-[0-9a-f]+\.js$/.test(response.url())) entrancesFetched = true;
  });
  await page.goto("/");
  await runFramesUntilHydrated(page);
  await page.evaluate(() => window.scrollTo(0, 1));
  await runFramesUntil(
    page,
    async () => entrancesFetched && (await entranceChunkRan(page)),
    async () => `the entrance code was ${entrancesFetched ? "fetched but had not run" : "not fetched"}`,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Runs the paused clock a frame (16 ms) at a time, with a real pause after each, until `done`; throws with `state`
 * after 60 frames.
 */
async function runFramesUntil(page: Page, done: () => Promise<boolean>, state: () => Promise<string>) {
  for (let frame = 0; !(await done()); frame++) {
    if (frame === 60) throw new Error(`after 60 frames of the page's clock, ${await state()}`);
    await page.clock.runFor(16);
    await page.waitForTimeout(100);
  }
}

/** Runs the paused clock a frame at a time until React has hydrated the page. */
export const runFramesUntilHydrated = (page: Page) =>
  runFramesUntil(
    page,
    () => page.evaluate(pageHydrated),
    async () => "React had not hydrated the page",
  );

/** Whether the entrance chunk is no longer on its way (webpack removes a chunk's script once it has run). */
const entranceChunkRan = (page: Page) => page.evaluate(() => !document.querySelector('script[src*="/entrances-"]'));

/**
 * Each counter's series (`watch(readEach)` of the counters) rises in whole numbers from below its final value and
 * first shows that value at a time (ms after watching began) within `[from, to]`; with `to` left out, only never
 * before `from` (on the real clock, where a busy machine can make a frame late, never early).
 */
export function expectCounting(seen: Seen<number[]>[], finals: number[], [from, to]: [number, number?]) {
  for (const [i, final] of finals.entries()) {
    const series = seen.map((s) => s.value[i]);
    expect(series.every(Number.isInteger)).toBe(true);
    // A counter of 0 has nothing to count: it shows 0 throughout.
    if (final === 0) {
      expect(series.every((v) => v === 0)).toBe(true);
      continue;
    }
    expect(series.every((v, k) => k === 0 || v >= series[k - 1])).toBe(true);
    expect(series[0]).toBeLessThan(final);
    const done = seen.find((s) => s.value[i] === final)?.t;
    if (done !== undefined) expect(done).toBeGreaterThanOrEqual(from);
    if (to !== undefined) expect(done).toBeLessThanOrEqual(to);
  }
}
