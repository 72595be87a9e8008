import { expect, type Page } from "@playwright/test";

/**
 * Scrolls so that the element's top sits at `ratio` of the viewport height from the top, plus `px` (e.g.
 * ratio 0.5 = the viewport centre). Sections off-screen keep an estimated height until they come near
 * (content-visibility), so, like a visitor, it scrolls in steps shorter than the distance at which they render,
 * measuring again after each step, and ends exactly in place.
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

/** Where the element's top is now, as a fraction of the viewport height. */
export const topRatio = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.getBoundingClientRect().top / window.innerHeight);

export interface Sample {
  t: number;
  values: number[];
}

/**
 * Records, every animation frame for `ms`, a number per element matching
 * `selector` (opacity, translateY or counter text), with the time in seconds
 * since sampling began (after scrolling to `scrollFirst`, if given). Runs in
 * the page on the real clock, so timing is the browser's own.
 */
export function sample(
  page: Page,
  selector: string,
  what: "opacity" | "translateY" | "counter",
  ms: number,
  scrollFirst?: number,
) {
  return page.evaluate(
    ({ selector, what, ms, scrollFirst }) =>
      new Promise<Sample[]>((resolve) => {
        const read = (el: Element) => {
          if (what === "counter") return Number((el.textContent ?? "").replace(/\D+$/, ""));
          const style = getComputedStyle(el);
          if (what === "opacity") return Number(style.opacity);
          return style.transform === "none" ? 0 : new DOMMatrixReadOnly(style.transform).m42;
        };
        const samples: Sample[] = [];
        // Scrolling here, in the same task, starts the clock exactly when a scroll trigger can fire.
        if (scrollFirst !== undefined) window.scrollTo({ top: scrollFirst, behavior: "instant" });
        const start = performance.now();
        const frame = (now: number) => {
          samples.push({ t: (now - start) / 1000, values: [...document.querySelectorAll(selector)].map(read) });
          if (now - start < ms) requestAnimationFrame(frame);
          else resolve(samples);
        };
        requestAnimationFrame(frame);
      }),
    { selector, what, ms, scrollFirst },
  );
}

/** The time at which each element's value first reaches `threshold` (undefined if never). */
export function crossings(samples: Sample[], threshold: number, direction: "up" | "down" = "up") {
  const count = samples[0]?.values.length ?? 0;
  return Array.from({ length: count }, (_, i) => {
    const hit = samples.find((s) => (direction === "up" ? s.values[i] >= threshold : s.values[i] <= threshold));
    return hit?.t;
  });
}

/**
 * Like `crossings`, with the time interpolated between the frame before and the frame that reached
 * `threshold`, for samples whose frames are uneven (the real clock while the page loads).
 */
export function interpolatedCrossings(samples: Sample[], threshold: number) {
  const count = samples[0]?.values.length ?? 0;
  return Array.from({ length: count }, (_, i) => {
    const at = samples.findIndex((s) => s.values[i] >= threshold);
    if (at <= 0) return samples[at]?.t;
    const [before, after] = [samples[at - 1], samples[at]];
    const share = (threshold - before.values[i]) / (after.values[i] - before.values[i]);
    return before.t + share * (after.t - before.t);
  });
}

/** Differences between consecutive times. */
export const gaps = (times: (number | undefined)[]) => times.slice(1).map((t, i) => (t ?? NaN) - (times[i] ?? NaN));

/**
 * Like `sample`, on Playwright's fake clock: time advances one 16 ms frame at a
 * time, so the timings are exact however busy the machine is.
 */
export async function sampleOnClock(
  page: Page,
  selector: string,
  what: "opacity" | "translateY" | "counter",
  ms: number,
) {
  const samples: Sample[] = [];
  for (let t = 0; t <= ms; t += 16) {
    const values = await page.locator(selector).evaluateAll(
      (els, what) =>
        els.map((el) => {
          if (what === "counter") return Number((el.textContent ?? "").replace(/\D+$/, ""));
          const style = getComputedStyle(el);
          if (what === "opacity") return Number(style.opacity);
          return style.transform === "none" ? 0 : new DOMMatrixReadOnly(style.transform).m42;
        }),
      what,
    );
    samples.push({ t: t / 1000, values });
    await page.clock.runFor(16);
  }
  return samples;
}

/**
 * Opens / on Playwright's fake clock and stops the clock once React has hydrated every section, which is when
 * the motion hooks have armed their triggers.
 */
export async function openOnPausedClock(page: Page) {
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * Waits until React has hydrated every section (each Suspense boundary hydrates in a task of its own), plus a
 * moment for the commit that follows.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("main > section")].every((section) =>
      Object.keys(section).some((key) => key.startsWith("__reactFiber$")),
    ),
  );
  await page.waitForTimeout(100);
}

/**
 * Each counter's series rises in whole numbers from below its final value and
 * first shows that value at 2.5 s (± `within` seconds) after sampling began.
 */
export function expectCounting(samples: Sample[], finals: number[], within: number) {
  for (const [i, final] of finals.entries()) {
    const series = samples.map((s) => s.values[i]);
    expect(series.every(Number.isInteger)).toBe(true);
    expect(series.every((v, k) => k === 0 || v >= series[k - 1])).toBe(true);
    expect(series[0]).toBeLessThan(final);
    const done = samples.find((s) => s.values[i] === final)?.t ?? NaN;
    expect(Math.abs(done - 2.5)).toBeLessThanOrEqual(within);
  }
}
