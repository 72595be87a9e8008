import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

// What a visitor sees, asserted the same way in every engine (see the playwright.config.ts projects).
const stats: { value: number; suffix: string }[] = JSON.parse(readFileSync("content/stats.json", "utf8"));
const words: string[] = JSON.parse(readFileSync("content/hero-words.json", "utf8")).map((w: { text: string }) => w.text);

const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const size of sizes) {
  for (const path of ["/", "/projects/"]) {
    test(`${path} at ${size.width} px loads with no console error, CSP violation or failed request`, async ({ open }) => {
      const page = await open(path, size);
      // Scroll through, so that everything loads (images, the contact form's libraries) and every entrance runs.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
      }, null);
      // Every item has entered (the last skill card is done 2.4 s after its section's trigger).
      const hidden = () => page.evaluate(() => [...document.querySelectorAll(".reveal")].filter((e) => getComputedStyle(e).opacity !== "1").length, null);
      await expect.poll(hidden, { timeout: 5000 }).toBe(0);
      await page.wait(500);
    });
  }
}

test("the word slot shows one whole word at a time, in turn", async ({ open }) => {
  const page = await open("/");
  const seen: string[] = [];
  for (let i = 0; i < 40; i++) {
    const view = await page.evaluate(() => {
      const slot = document.querySelector(".hero-word-slot")!.getBoundingClientRect();
      const entries = [...document.querySelectorAll(".hero-words > span")];
      const box = (e: Element) => e.getBoundingClientRect();
      const whole = entries.filter((e) => box(e).top >= slot.top - 0.5 && box(e).bottom <= slot.bottom + 0.5);
      const showing = entries.filter((e) => Math.min(box(e).bottom, slot.bottom) - Math.max(box(e).top, slot.top) > 0.5);
      return { whole: whole.map((e) => e.textContent ?? ""), showing: showing.length };
    }, null);
    if (view.whole.length === 1) {
      expect(view.showing).toBe(1);
      if (seen.at(-1) !== view.whole[0]) seen.push(view.whole[0]);
    } else {
      expect(view.showing).toBe(2);
    }
    await page.wait(200);
  }
  // 8 s: Ideas, Concepts, Designs at least, in order.
  expect(seen.length).toBeGreaterThanOrEqual(3);
  expect(seen).toEqual(seen.map((_, i) => words[i % (words.length / 2)]));
});

test("the counters count up to their values once their section reaches the centre", async ({ open }) => {
  const page = await open("/");
  const shown = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll("#counters li p:first-child")].map(
          (p) => [...p.querySelectorAll("span")].find((s) => s.getBoundingClientRect().width > 1)?.textContent ?? "",
        ),
      null,
    );
  expect(await shown()).toEqual(stats.map((s) => `0${s.suffix}`));
  await page.evaluate(() => {
    const section = document.querySelector("#counters")!;
    window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2 + 10);
  }, null);
  await page.wait(3200);
  expect(await shown()).toEqual(stats.map((s) => `${s.value}${s.suffix}`));
});
