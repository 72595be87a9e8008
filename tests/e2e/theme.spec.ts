import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { THEME_COLOR, themeScript } from "../../src/theme/theme-script";
import { expect, test } from "./fixtures";
import { pageHydrated } from "./page-reads";
import { THEME_BACKGROUND, barColor, pageBackground } from "./theme-backgrounds";
import { readContent } from "./content";

const { light: LIGHT, dark: DARK } = THEME_BACKGROUND;
const background = pageBackground;
const toggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Theme: / });

for (const [device, colour] of [
  ["light", LIGHT],
  ["dark", DARK],
] as const) {
  test(`a visitor who has not chosen sees the device's ${device} theme, and the page follows the device`, async ({
    page,
  }) => {
    const other = device === "light" ? "dark" : "light";
    await page.emulateMedia({ colorScheme: device });
    await page.goto("/");
    expect(await background(page)).toBe(colour);
    expect(await barColor(page)).toBe(THEME_COLOR[device]);
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute("content", "light dark");
    await page.emulateMedia({ colorScheme: other });
    await expect.poll(() => background(page)).toBe(THEME_BACKGROUND[other]);
    expect(await barColor(page)).toBe(THEME_COLOR[other]);
  });
}

test("the toggle, by keyboard, chooses light, dark and the device again; the choice holds across pages and visits", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/projects/");
  await expect.poll(() => page.evaluate(pageHydrated)).toBe(true);
  await expect(toggle(page)).toBeInViewport();
  await expect(toggle(page)).toHaveAccessibleName("Theme: as on this device");
  await toggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(toggle(page)).toHaveAccessibleName("Theme: light");
  expect(await background(page)).toBe(LIGHT);
  expect(await barColor(page)).toBe(THEME_COLOR.light);

  // Remembered: on a reload, after in-app navigation, and on a new visit; and it no longer follows the device.
  await page.reload();
  expect(await background(page)).toBe(LIGHT);
  expect(await barColor(page)).toBe(THEME_COLOR.light);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "CV" }).click();
  await expect(page).toHaveURL("/cv/");
  expect(await background(page)).toBe(LIGHT);
  const visit = await page.context().newPage();
  await visit.goto("/");
  expect(await background(visit)).toBe(LIGHT);
  await visit.close();

  await toggle(page).focus();
  await page.keyboard.press("Space");
  await expect(toggle(page)).toHaveAccessibleName("Theme: dark");
  expect(await background(page)).toBe(DARK);
  await page.keyboard.press("Enter");
  await expect(toggle(page)).toHaveAccessibleName("Theme: as on this device");
  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(() => background(page)).toBe(LIGHT);
  expect(await barColor(page)).toBe(THEME_COLOR.light);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "light" });

  test("the page follows the device by CSS alone, and offers no toggle that could not work", async ({ page }) => {
    await page.goto("/");
    expect(await background(page)).toBe(LIGHT);
    expect(await barColor(page)).toBe(THEME_COLOR.light);
    await expect(page.getByRole("button", { name: /^Theme: / })).toHaveCount(0);
  });
});

test("the theme's head script is the head's first, is under 1 KB, and the CSP allows it by its hash", async ({
  page,
  request,
}) => {
  const site = readContent("site.json");
  const script = themeScript(site.theme);
  expect(Buffer.byteLength(script)).toBeLessThan(1024);
  const response = await request.get("/projects/");
  const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
  expect(response.headers()["content-security-policy"]).toMatch(
    new RegExp(`script-src [^;]*${hash.replace(/[+/]/g, "\\$&")}`),
  );
  await page.goto("/projects/");
  // The head's first script, ahead of the stylesheet and of anything the page shows, and after the theme colours
  // it keeps in step with the choice.
  const first = await page.evaluate(() => {
    const [script] = document.head.getElementsByTagName("script");
    const style = document.head.querySelector("style, link[rel=stylesheet]")!;
    const colors = [...document.head.querySelectorAll('meta[name="theme-color"]')];
    return {
      text: script.textContent,
      beforeStyle: !!(script.compareDocumentPosition(style) & 4),
      afterColors: colors.length === 2 && colors.every((meta) => meta.compareDocumentPosition(script) & 4),
    };
  });
  expect(first).toEqual({ text: script, beforeStyle: true, afterColors: true });
});
