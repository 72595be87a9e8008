import { type Locator, type Page, expect } from "@playwright/test";
import type { EnginePage } from "./engines/engine-page";
import { pageHydrated } from "./page-reads";

/**
 * Waits until React has hydrated the page (Playwright's or any engine's): the app has taken over, and a link is
 * followed in-app. Before that, a click is a plain link's, which loads a new document and cancels the app's own
 * start (its page data, whose requests then count as failed).
 */
export const untilHydrated = (page: Page | EnginePage, timeout = 10_000) =>
  expect.poll(() => (page as EnginePage).evaluate(pageHydrated), { timeout }).toBe(true);

/** Waits until every item that enters on scroll has entered: none is left in its start state. */
export const untilEntered = (page: Page | EnginePage) =>
  expect
    .poll(
      () =>
        (page as EnginePage).evaluate(
          () => [...document.querySelectorAll(".reveal")].filter((e) => getComputedStyle(e).opacity !== "1").length,
        ),
      { timeout: 10_000 },
    )
    .toBe(0);

/**
 * Clicks `link` once the page has hydrated, waits for `path`, and checks that the move was in-app: a marker set on
 * window survives.
 */
export async function followInApp(page: Page, link: Locator, path: string) {
  await untilHydrated(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\/$/, "")}/$`));
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
}
