import { type Page, expect } from "@playwright/test";
import { untilHydrated } from "./in-app";

/** The page's background in each theme (global.css's --color-ink-950): which theme a page shows, in one value. */
export const THEME_BACKGROUND = { light: "rgb(246, 246, 250)", dark: "rgb(7, 7, 13)" } as const;

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

/**
 * Shows the page in `theme` as a visitor gets it: by the device's setting, or by the navbar's toggle where the owner's
 * default is a theme of its own, once the page has hydrated (before, a press does nothing). Focus is left where it was.
 */
export async function showTheme(page: Page, theme: keyof typeof THEME_BACKGROUND) {
  await page.emulateMedia({ colorScheme: theme });
  const toggle = page.getByRole("banner").locator("button.theme-toggle");
  if ((await pageBackground(page)) !== THEME_BACKGROUND[theme]) await untilHydrated(page);
  for (let press = 0; press < 3 && (await pageBackground(page)) !== THEME_BACKGROUND[theme]; press++) {
    await toggle.press("Enter");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  }
  await expect.poll(() => pageBackground(page)).toBe(THEME_BACKGROUND[theme]);
}
