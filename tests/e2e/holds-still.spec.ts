import type { Page } from "@playwright/test";
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

/** Sums the page's layout shifts, as Chromium scores them for CLS, into `window.layoutShift` (run before load). */
function recordShifts() {
  const record = window as unknown as { layoutShift: number };
  record.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!entry.hadRecentInput) record.layoutShift += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
}
const readShifts = () => (window as unknown as { layoutShift: number }).layoutShift;

/** The fonts Chromium draws the page's main heading in, by family name (CDP's platform fonts for its text). */
async function headingFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test("with the font on time, the text is set in Inter", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  expect(await headingFonts(page)).toEqual(["Inter"]);
});

// Inter arrives after the first paint on a slow link (font-display: swap); the text is set until then in a fallback
// drawn to Inter's metrics, so the swap moves nothing.
for (const width of [390, 1280]) {
  for (const path of ["/", "/projects/", "/projects/multi-vendor-marketplace/"]) {
    test(`${path} at ${width} px holds still when its font arrives after the first paint (CLS ≤ 0.01)`, async ({
      page,
    }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/fonts/inter-latin-var.woff2", async (route) => {
        await held;
        await route.continue();
      });
      await page.setViewportSize({ width, height: 844 });
      await page.addInitScript(recordShifts);
      // The load event waits for the preloaded font.
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      expect(await headingFonts(page), "the heading's font before Inter came").not.toContain("Inter");
      const before = await page.evaluate(readShifts);
      const arrived = page.waitForResponse("**/fonts/inter-latin-var.woff2");
      release();
      await (await arrived).finished();
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      expect(await headingFonts(page), "the heading's font once Inter came").toEqual(["Inter"]);
      const after = (await page.evaluate(readShifts)) - before;
      test
        .info()
        .annotations.push({ type: "layout shift", description: `${before} before the font, ${after} after it came` });
      expect(before, "layout shift before the font came").toBeLessThanOrEqual(0.01);
      expect(after, "layout shift after the font came").toBeLessThanOrEqual(0.01);
    });
  }
}
