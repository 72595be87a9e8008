import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { onTimeline, watch } from "./in-page";
import { MOTION } from "../../src/motion/timings";
import { readWordSlot } from "./page-reads";
import { FROM_CONTENT, readContent } from "./content";

/** The words, in turn: the content lists each once. */
const cycle = readContent("hero-words.json").map((w) => w.text);

/**
 * Reads the slot every 100 ms of the rotation's own timeline (a Web Animation, stepped through in the page), and
 * returns the words shown at rest, in turn, with how long each stayed.
 */
async function watchWords(page: Page, seconds: number) {
  const views = await page.evaluate(onTimeline(readWordSlot), {
    selector: ".hero-words",
    ms: seconds * 1000,
    everyMs: 100,
  });
  const rests: { word: string; from: number; to: number }[] = [];
  for (const { t, value: view } of views) {
    expect(view.onScreen).toBe(true);
    if (view.whole.length === 1) {
      // At rest: one whole word, and nothing of any other.
      expect(view.showing, `at ${t} ms`).toEqual(view.whole);
      const last = rests.at(-1);
      if (last?.word === view.whole[0] && last.to === t - 100) last.to = t;
      else rests.push({ word: view.whole[0], from: t, to: t });
    } else {
      // Between two words: parts of exactly two, the one leaving and the one arriving.
      expect(view.whole, `at ${t} ms`).toEqual([]);
      expect(view.showing, `at ${t} ms`).toHaveLength(2);
    }
  }
  return rests;
}

/** Opens / and waits until the rotation is set up (after hydration); its delay, in its own time, is still to run. */
async function openWithWordsRotating(page: Page) {
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => document.querySelector(".hero-words")!.getAnimations().length)).toBe(1);
}

const cases = [
  { width: 360, height: 740 },
  { width: 390, height: 844, fontScale: "150%" },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

for (const { width, height, fontScale } of cases) {
  test(
    `the word slot shows one whole word at a time, in turn, at ${width} px${fontScale ? ` with text at ${fontScale}` : ""}`,
    fontScale ? FROM_CONTENT : {},
    async ({ page }) => {
      await page.setViewportSize({ width, height });
      if (fontScale)
        await page.addInitScript(
          (scale) =>
            document.addEventListener("DOMContentLoaded", () => (document.documentElement.style.fontSize = scale)),
          fontScale,
        );
      if (cycle.length === 1) {
        // A single word has nothing to turn to: it stands whole in the slot.
        await page.goto("/");
        await page.waitForLoadState("load");
        expect(await page.evaluate(() => document.querySelector(".hero-words")!.getAnimations().length)).toBe(0);
        expect(await page.evaluate(readWordSlot)).toEqual({
          whole: cycle,
          showing: cycle,
          onScreen: true,
        });
        return;
      }
      await openWithWordsRotating(page);
      // Long enough for every word and two more, whatever the content's count.
      const { hold, slide } = MOTION.heroWords;
      const rests = await watchWords(page, (cycle.length + 3) * (hold + slide) + 1);
      // Ideas, Concepts, Designs, Code, and round again without a seam.
      expect(rests.length).toBeGreaterThanOrEqual(cycle.length + 2);
      expect(rests.map((r) => r.word)).toEqual(rests.map((_, i) => cycle[i % cycle.length]));
      // Each word stays for its hold time (the first and last are cut by the sampling window).
      for (const rest of rests.slice(1, -1)) expect(rest.to - rest.from).toBeGreaterThanOrEqual(1300);
    },
  );
}

test("with reduced motion the slot shows the first word, whole, and stays", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.waitForLoadState("load");
  expect(await page.evaluate(() => document.querySelector(".hero-words")!.getAnimations().length)).toBe(0);
  const still = await page.evaluate(watch(readWordSlot), { ms: 2000, everyMs: 100 });
  expect(new Set(still.map(({ value }) => JSON.stringify(value)))).toEqual(
    new Set([JSON.stringify({ whole: [cycle[0]], showing: [cycle[0]], onScreen: true })]),
  );
});
