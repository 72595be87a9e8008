import { expect, test } from "./fixtures";
import { watch } from "./in-page";
import { readDocumentTop, readTop, scrollThrough } from "./page-reads";

// The page holds still: its height at load is its real height (so the scrollbar tells the truth), and a
// section reached in one jump (a scrollbar drag, the End key, a deep link) stays where it landed. The jump is
// also asserted in every engine (engines/visitor.spec.ts).

const widths = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

for (const size of widths) {
  test(`/ at ${size.width} px is as tall at load as once every section has rendered (within 2 %)`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto("/");
    const atLoad = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.documentElement.scrollHeight;
    });
    await page.evaluate(scrollThrough);
    const rendered = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(Math.abs(atLoad - rendered) / rendered, `${atLoad} px at load, ${rendered} px rendered`).toBeLessThanOrEqual(
      0.02,
    );
  });
}

for (const size of [widths[1], widths[3]]) {
  for (const section of ["#work", "#skills", "#contact"]) {
    test(`after a jump to ${section} at ${size.width} px, the section moves by at most 4 px over 1.5 s`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto("/");
      const offset = await page.evaluate(readDocumentTop, section);
      const tops = await page.evaluate(watch(readTop), { ms: 1500, arg: section, scrollTo: offset });
      const values = tops.map((s) => s.value);
      expect(Math.max(...values) - Math.min(...values), values.join(" ")).toBeLessThanOrEqual(4);
    });
  }
}

test("a deep link to /#contact lands on the section and it stays there", async ({ page }) => {
  await page.goto("/#contact");
  const tops = await page.evaluate(watch(readTop), { ms: 1500, arg: "#contact" });
  expect(tops[0].value).toBeLessThan(200);
  const values = tops.map((s) => s.value);
  expect(Math.max(...values) - Math.min(...values), values.join(" ")).toBeLessThanOrEqual(4);
});
