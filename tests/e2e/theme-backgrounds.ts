import type { Page } from "@playwright/test";

/** The page's background in each theme (global.css's --color-ink-950): which theme a page shows, in one value. */
export const THEME_BACKGROUND = { light: "rgb(246, 246, 250)", dark: "rgb(7, 7, 13)" } as const;

export const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

/** The colour the browser tints its bars with: the first `theme-color` meta whose media applies. */
export const barColor = (page: Page) =>
  page.evaluate(
    () =>
      [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
        (meta) => !meta.media || matchMedia(meta.media).matches,
      )?.content,
  );
