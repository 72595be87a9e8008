import { type Locator, type Page, expect } from "@playwright/test";
import { pageHydrated } from "./page-reads";

/**
 * Clicks `link` once the page has hydrated, waits for `path`, and checks that the move was in-app: a marker set on
 * window survives. Until React has hydrated the link, a click is a plain link's, which loads a new document (and
 * the page that follows would not have hydrated either).
 */
export async function followInApp(page: Page, link: Locator, path: string) {
  await expect.poll(() => page.evaluate(pageHydrated)).toBe(true);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}/$`));
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
}
