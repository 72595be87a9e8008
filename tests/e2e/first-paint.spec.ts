import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { forgetRecorded, recordFromStart, recorded } from "./in-page";
import { runFramesUntilHydrated } from "./motion-helpers";
import { type Frame, readFrame } from "./page-reads";
import { counterText, labels, readContent } from "./content";
import { followInApp, untilHydrated } from "./in-app";

const stats = readContent("stats.json");
const finals = stats.map((s) => s.value);
/** The opacities the items that enter on scroll show now, each once. */
const revealed = async (page: Page) => [
  ...new Set(await page.locator(".reveal").evaluateAll((els) => els.map((e) => getComputedStyle(e).opacity))),
];
/** Every counter shows its value as it is, suffix and all (the text a visitor reads). */
const expectCountersShown = (page: Page) =>
  expect(page.locator("#counters li p:first-child")).toHaveText(
    stats.map((s) => counterText(s.value, s.suffix)),
    { useInnerText: true },
  );
/** What each frame showed since the document's first. */
const frames = async (page: Page) => (await recorded<Frame>(page)).map(({ value }) => value);

/** The index of the first frame in which `series` is lower than a value it showed before, or -1. */
const firstDrop = (series: number[], tolerance: number) => {
  let highest = -Infinity;
  return series.findIndex((value) => {
    if (value < highest - tolerance) return true;
    highest = Math.max(highest, value);
    return false;
  });
};

/** Each element's value in every frame since it was first parsed. */
const series = <K extends "lines" | "reveals" | "counters">(recorded: Frame[], key: K, i: number) =>
  recorded.map((f) => f[key][i]).filter((v) => v !== undefined) as Frame[K][number][];

/**
 * The number counter `i` paints in every frame since its number was parsed: a slowed parser can paint a frame
 * between the counter's two spans (the screen readers' copy, hidden, and the painted number), which is no frame of
 * the counter's yet.
 */
const counterSeries = (recorded: Frame[], i: number) => {
  const parsed = series(recorded, "counters", i);
  return parsed.slice(
    Math.max(
      0,
      parsed.findIndex((v) => v !== null),
    ),
  );
};

function expectNothingTakenBack(recorded: Frame[]) {
  expect(recorded.length).toBeGreaterThan(10);
  const last = recorded.at(-1)!;
  expect(last.reveals.length).toBeGreaterThan(0);
  expect(last.counters).toHaveLength(finals.length);
  for (const key of ["lines", "reveals"] as const) {
    for (let i = 0; i < last[key].length; i++) {
      const values = series(recorded, key, i);
      const drop = firstDrop(values, 0.01);
      expect(drop, `${key}[${i}] went from ${Math.max(...values.slice(0, drop))} back to ${values[drop]}`).toBe(-1);
    }
  }
  for (let i = 0; i < finals.length; i++) {
    const values = counterSeries(recorded, i);
    expect(
      values.every((v) => v !== null),
      `counter ${i}: ${values.join(",")}`,
    ).toBe(true);
    expect(firstDrop(values as number[], 0), `counter ${i}: ${values.join(",")}`).toBe(-1);
  }
}

for (const width of [390, 1280]) {
  // The phone in the dark theme, the desktop in the light one: the first paint is final in both.
  const theme = width < 500 ? "dark" : "light";
  test.describe(`the first paint is final at ${width} px in the ${theme} theme`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 800 }, colorScheme: theme });

    test("on a slow phone: nothing painted before hydration disappears, resets or is taken back", async ({
      page,
      browserName,
    }) => {
      test.skip(browserName !== "chromium", "CPU throttling is a Chromium DevTools feature");
      await recordFromStart(page, readFrame);
      // A mid-range phone: hydration lands well after the first paint.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto("/");
      await page.waitForLoadState("load");
      await page.waitForTimeout(2500);
      const recorded = await frames(page);
      expectNothingTakenBack(recorded);
      // The first frame already shows the start states: lines entering, counters at 0, items waiting to enter.
      expect(recorded[0].lines.every((o) => o < 1)).toBe(true);
      for (let i = 0; i < finals.length; i++) expect(counterSeries(recorded, i)[0]).toBe(0);
      for (let i = 0; i < recorded.at(-1)!.reveals.length; i++) expect(series(recorded, "reveals", i)[0]).toBe(0);
      // And the headline has fully entered by the end.
      expect(recorded.at(-1)!.lines).toEqual([1, 1, 1]);
    });
  });
}

test("the headline does not enter again after in-app navigation back to /", async ({ page }) => {
  await recordFromStart(page, readFrame);
  await page.goto("/");
  await expect.poll(async () => (await frames(page)).at(-1)?.lines).toEqual([1, 1, 1]);
  // In-app: a link clicked before React has hydrated it loads a new document, whose headline rightly enters.
  await followInApp(page, page.getByRole("link", { name: labels().viewAllProjects, exact: true }), "/projects");
  await forgetRecorded(page);
  // The logo links to / in-app.
  await followInApp(page, page.locator("header a[href='/']").first(), "");
  await page.waitForTimeout(600);
  const recorded = await frames(page);
  expect(recorded.length).toBeGreaterThan(5);
  expect(recorded.every((f) => f.lines.every((o) => o === 1))).toBe(true);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the first frame shows the final page: lines, counters at their values, every item", async ({ page }) => {
    await recordFromStart(page, readFrame);
    await page.goto("/");
    await page.waitForLoadState("load");
    await page.waitForTimeout(500);
    const recorded = await frames(page);
    expect(recorded.length).toBeGreaterThan(5);
    // Frames taken while the HTML is still arriving hold only the elements parsed so far.
    for (const frame of recorded) {
      expect(frame.lines.every((o) => o === 1)).toBe(true);
      expect(frame.counters).toEqual(finals.slice(0, frame.counters.length));
      expect(frame.reveals.every((o) => o === 1)).toBe(true);
    }
  });
});

test("when the page's scripts never arrive, items waiting to enter and the counters show as they are after 6 s", async ({
  page,
  baseURL,
  expectedProblems,
}) => {
  expectedProblems.push(/request failed: .*\.js/, /Failed to load resource/);
  // The page's clock stands still until the test runs it, so loading, however slow, uses none of the 6 s.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.route(`${baseURL}/*.js`, (route) => route.abort());
  await page.goto("/");
  expect(await revealed(page)).toEqual(["0"]);
  await page.clock.runFor(6000);
  expect(await revealed(page)).toEqual(["1"]);
  await expectCountersShown(page);
});

test("the entrance code is asked for at the visitor's first move, not before", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (/\/entrances-[0-9a-f]+\.js$/.test(request.url())) asked.push(request.url());
  });
  await page.goto("/");
  await untilHydrated(page);
  // A first view that is only looked at: the word turns, the video plays, nothing asks for it.
  await page.waitForTimeout(2000);
  expect(asked).toEqual([]);
  await page.mouse.wheel(0, 100);
  await expect.poll(() => asked.length).toBe(1);
});

test("when only the entrance code never arrives, items waiting to enter and the counters show as they are once it fails", async ({
  page,
  baseURL,
  expectedProblems,
}) => {
  expectedProblems.push(/request failed: .*entrances-/, /Failed to load resource/);
  await page.route(`${baseURL}/entrances-*.js`, (route) => route.abort());
  await page.goto("/");
  // The visitor's first move asks for the entrance code.
  await page.mouse.wheel(0, 200);
  // The page's own scripts ran (the failsafe is disarmed), and every item is shown, not only those reached.
  await expect.poll(() => revealed(page)).toEqual(expect.arrayContaining(["1"]));
  expect(await revealed(page)).toEqual(["1"]);
  await expect(page.locator("html")).toHaveClass(/js-started/);
  await expectCountersShown(page);
});

test("when the entrance code is slow, an item the visitor reaches waits in its start state at most 1 s, then everything shows as it is, and stays", async ({
  page,
  baseURL,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${baseURL}/entrances-*.js`, async (route) => {
    await released;
    await route.continue();
  });
  // The page's clock stands still until the test runs it, so the wait is measured on the page's own time.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/");
  await runFramesUntilHydrated(page);
  // The visitor reaches the projects: the first showcase item crosses its trigger line.
  await page.locator("#work").evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY));
  await page.waitForTimeout(300);
  await page.clock.runFor(900);
  expect(await revealed(page), "0.9 s after the reach, still in the start state").toEqual(["0"]);
  await page.clock.runFor(200);
  expect(await revealed(page), "1.1 s after the reach, shown as they are").toEqual(["1"]);
  await expect(page.locator(".counter-value").first()).toBeHidden();

  // The code comes after all: nothing hides again, nothing counts again.
  // (The fake clock fakes `performance` too, so its resource timing cannot tell when the chunk came.)
  const arrived = page.waitForResponse(/\/entrances-[0-9a-f]+\.js$/);
  release();
  await arrived;
  await expect.poll(() => page.evaluate(() => document.querySelector("script[data-webpack]"))).toBeNull();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.clock.runFor(3000);
  expect(await revealed(page)).toEqual(["1"]);
  await expectCountersShown(page);
});
