import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  THEME_COLOR,
  THEME_STORAGE_KEY,
  type ThemeChoice,
  nextThemeChoice,
  themeScript,
} from "../../src/theme/theme-script";
import { expect, test } from "./fixtures";
import { THEME_BACKGROUND } from "./theme-backgrounds";
import { untilHydrated } from "./in-app";
import { watch } from "./in-page";
import { expectWithinBudget } from "./budget";
import { FROM_CONTENT, readContent } from "./content";

/**
 * The theme the page shows: its background, and the colour the browser tints its bars with (the first `theme-color`
 * meta whose media applies).
 */
const shown = (page: Page) =>
  page.evaluate(() => [
    getComputedStyle(document.documentElement).backgroundColor,
    [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
      (meta) => !meta.media || matchMedia(meta.media).matches,
    )?.content,
  ]);
/** What `shown` reads in `theme`. */
const looks = (theme: "light" | "dark") => [THEME_BACKGROUND[theme], THEME_COLOR[theme]];
const toggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Theme: / });

/** The owner's default, for a visitor who has not chosen; what the toggle's accessible name says for each choice. */
const ownerDefault = readContent("site.json").theme;
const NAME: Record<ThemeChoice, string> = { system: "as on this device", light: "light", dark: "dark" };
/** The theme a choice shows on a device. */
const shownOn = (device: "light" | "dark", choice: ThemeChoice) => (choice === "system" ? device : choice);

for (const device of ["light", "dark"] as const) {
  test(
    `a visitor who has not chosen sees the owner's default (${ownerDefault}) on a ${device} device, and it follows the device when that is the default`,
    FROM_CONTENT,
    async ({ page }) => {
      const other = device === "light" ? "dark" : "light";
      await page.emulateMedia({ colorScheme: device });
      await page.goto("/");
      expect(await shown(page)).toEqual(looks(shownOn(device, ownerDefault)));
      await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute("content", "light dark");
      await page.emulateMedia({ colorScheme: other });
      await expect.poll(() => shown(page)).toEqual(looks(shownOn(other, ownerDefault)));
    },
  );
}

test(
  "the toggle, by keyboard, goes through the device, light and dark from the default; the choice holds across pages and visits",
  FROM_CONTENT,
  async ({ page }) => {
    // A device on which the first choice looks unlike the default, so that a remembered choice shows.
    const device = ownerDefault === "dark" ? "light" : "dark";
    const other = device === "light" ? "dark" : "light";
    const first = nextThemeChoice(ownerDefault);
    expect(shownOn(device, first)).not.toBe(shownOn(device, ownerDefault));
    await page.emulateMedia({ colorScheme: device });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/projects/");
    await untilHydrated(page);
    await expect(toggle(page)).toBeInViewport();
    await expect(toggle(page)).toHaveAccessibleName(`Theme: ${NAME[ownerDefault]}`);
    await toggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(toggle(page)).toHaveAccessibleName(`Theme: ${NAME[first]}`);
    expect(await shown(page)).toEqual(looks(shownOn(device, first)));

    // Remembered on a reload, the browser's bars too. (From the first frame, on a new visit and in-app as well, in
    // every engine: engines/visitor.spec.ts.)
    await page.reload();
    expect(await shown(page)).toEqual(looks(shownOn(device, first)));
    // Before React has hydrated the page, a press does nothing.
    await untilHydrated(page);

    // The rest of the cycle, by Space and Enter, back to the default; "as on this device" follows the device, and a
    // chosen light or dark does not.
    let choice = first;
    for (const key of ["Space", "Enter"]) {
      await toggle(page).focus();
      await page.keyboard.press(key);
      choice = nextThemeChoice(choice);
      await expect(toggle(page)).toHaveAccessibleName(`Theme: ${NAME[choice]}`);
      expect(await shown(page)).toEqual(looks(shownOn(device, choice)));
    }
    expect(choice).toBe(ownerDefault);
    const seen = [first, nextThemeChoice(first), choice];
    expect(new Set(seen).size).toBe(3);
    await page.emulateMedia({ colorScheme: other });
    await expect.poll(() => shown(page)).toEqual(looks(shownOn(other, choice)));
  },
);

/** The theme chosen, then every element's colours, in the page: what a frame draws. */
function readColours() {
  const elements = [...document.querySelectorAll("body *")].map((element) => {
    const { color, backgroundColor, borderTopColor, boxShadow, outlineColor } = getComputedStyle(element);
    const colours = [color, backgroundColor, borderTopColor, boxShadow, outlineColor].join(" | ");
    return `${element.tagName.toLowerCase()}.${element.classList[0] ?? ""}: ${colours}`;
  });
  return [`chosen: ${document.documentElement.dataset.themeChoice}`, ...elements];
}

test(
  "a press redraws every element in the new theme in one frame, none fading from the old one's colours",
  FROM_CONTENT,
  async ({ page }) => {
    const device = ownerDefault === "dark" ? "light" : "dark";
    await page.emulateMedia({ colorScheme: device });
    const { slug } = readContent("projects.json")[0];
    for (const [i, path] of ["/", `/projects/${slug}/`].entries()) {
      // Each from the owner's default, which the first press changes on this device: the last page's choice forgotten.
      if (i > 0) await page.evaluate((key) => localStorage.removeItem(key), THEME_STORAGE_KEY);
      await page.goto(path);
      await untilHydrated(page);
      // Scrolled, so that the navbar has its bar; pressed by mouse, as a visitor does.
      await page.mouse.wheel(0, 1200);
      await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
      // The pointer on the button first, its hover fade over before the press.
      await toggle(page).hover();
      await page.waitForFunction(() => !document.getAnimations().some((fade) => fade instanceof CSSTransition));
      const before = await page.evaluate(readColours);
      // Past the longest colour transition (the navbar's), had the press let one run: a second from the first frame
      // that shows the press, however late a busy machine lands the click.
      const frames = page.evaluate(watch(readColours), { ms: 1000, fromChange: true });
      await toggle(page).click();
      const pressed = (await frames).map(({ value }) => value).filter(([chosen]) => chosen !== before[0]);
      expect(pressed.length, `${path}: no frame showed the press`).toBeGreaterThan(0);
      const [first, last] = [pressed[0], pressed.at(-1)!];
      expect(last.slice(1), `${path}: the press changed no colour`).not.toEqual(before.slice(1));
      const notYetInTheNewTheme = first.filter((element, n) => element !== last[n]);
      expect(notYetInTheNewTheme, `${path}: the first frame after the press, where it differs from the last`).toEqual(
        [],
      );
    }
  },
);

test.describe("without JavaScript", FROM_CONTENT, () => {
  test.use({ javaScriptEnabled: false, colorScheme: "light" });

  test("the page shows the owner's default by CSS alone, and offers no toggle that could not work", async ({
    page,
  }) => {
    await page.goto("/");
    expect(await shown(page)).toEqual(looks(shownOn("light", ownerDefault)));
    await expect(page.getByRole("button", { name: /^Theme: / })).toHaveCount(0);
  });
});

test(
  "the theme's head script is the head's first, is at most 1 KB, and the CSP allows it by its hash",
  FROM_CONTENT,
  async ({ page, request }) => {
    const script = themeScript(ownerDefault);
    expectWithinBudget("the theme's head script", Buffer.byteLength(script), 1024);
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
        colors: colors.length,
        afterColors: colors.every((meta) => meta.compareDocumentPosition(script) & 4),
      };
    });
    // One for each device setting, and one ahead of them for an owner's default other than the device's.
    expect(first).toEqual({
      text: script,
      beforeStyle: true,
      colors: ownerDefault === "system" ? 2 : 3,
      afterColors: true,
    });
  },
);
