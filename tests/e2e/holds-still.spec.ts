import { expect, test } from "./fixtures";
import { watch } from "./in-page";
import { SLOW_4G } from "../../scripts/audit/slow-4g.mjs";
import { readTop, scrollThrough } from "./page-reads";
import { readContent } from "./content";
import { caseStudyPath } from "../../src/utils/case-study-path";

// The page holds still: its height at load is its real height (so the scrollbar tells the truth), and a
// section reached in one jump (a scrollbar drag, the End key, a deep link) stays where it landed: a jump to each
// section is asserted in every engine (engines/visitor.spec.ts), a deep link here.

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

const PATHS = ["/", "/projects/", caseStudyPath(readContent("projects.json")[0].slug)];

for (const width of [390, 1280]) {
  for (const path of [...PATHS, "/cv/"]) {
    // The phone in the dark theme, the desktop in the light one.
    const theme = width < 500 ? "dark" : "light";
    test(`${path} at ${width} px in the ${theme} theme holds still while it loads (CLS ≤ 0.01), in no web font`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ colorScheme: theme });
      await page.addInitScript(recordShifts);
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(request.url());
      });
      await page.goto(path);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
      expect(await page.evaluate(readShifts)).toBeLessThanOrEqual(0.01);
      // The text is set in the device's own font: no web font arrives after the first paint to set it again, down to
      // the page's end.
      await page.evaluate(scrollThrough);
      expect(fonts, "font files asked for").toEqual([]);
      expect(await page.evaluate(() => document.fonts.size), "@font-face rules").toBe(0);
    });
  }
}

// On a phone's link the HTML arrives in chunks. Chromium holds the first paint until the footer has been parsed
// (rel=expect), so the first frame lays out the whole page and no later chunk is laid out while the visitor can tap.
for (const path of PATHS) {
  test(`${path}: on a slow link the first frame already holds the footer (Chromium)`, async ({ page, browserName }) => {
    test.skip(browserName !== "chromium", "rel=expect is Chromium's");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const record = window as unknown as { firstFrame?: { footer: boolean; height: number } };
      requestAnimationFrame(() => {
        record.firstFrame = {
          footer: document.getElementById("site-footer-end") !== null,
          height: document.documentElement.scrollHeight,
        };
      });
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const firstFrame = await page.waitForFunction(
      () => (window as unknown as { firstFrame?: object }).firstFrame,
      undefined,
      { timeout: 20_000 },
    );
    const { footer, height } = (await firstFrame.jsonValue()) as { footer: boolean; height: number };
    expect(footer, "the footer's last line was parsed before the first frame").toBe(true);
    const final = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, "the first frame's page height").toBeGreaterThanOrEqual(final * 0.98);
  });
}
