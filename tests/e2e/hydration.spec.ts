import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { pageHydrated } from "./page-reads";
import { untilHydrated } from "./in-app";
import { fillLabel } from "../../src/content/label-text";
import { labels, navAnchors, readContent } from "./content";

/**
 * React hydrates the page as a transition (src/start/hydrate-in-slices.ts), in slices, and Gatsby's router starts
 * listening only once the whole page has hydrated. A visitor who follows an in-page link, or goes Back, meanwhile must
 * still get what they asked for, and React must never throw the server's HTML away (the hero video would restart and
 * focus would be lost).
 */

/**
 * A phone's CPU, four times slower than this machine's, so that a visitor's clicks fall while the page hydrates.
 * With `pauseHydration`, React's scheduler stops as soon as it has reached the navbar, so that the page is sure to be
 * still hydrating while the test acts, until `resume`. React schedules its work with MessageChannel messages: those
 * are held back meanwhile.
 */
async function slowPhone(page: Page, { pauseHydration = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript((pause) => {
    document.addEventListener("DOMContentLoaded", () => {
      Object.assign(window, { __serverNodes: [...document.querySelectorAll("main > section, header, footer")] });
    });
    if (!pause) return;
    const held: Array<() => void> = [];
    let resumed = false;
    const navbarHydrated = () =>
      Object.keys(document.querySelector("header") ?? {}).some((key) => key.startsWith("__reactFiber$"));
    const RealChannel = window.MessageChannel;
    window.MessageChannel = class extends RealChannel {
      constructor() {
        super();
        const port = this.port2;
        const post = port.postMessage.bind(port);
        port.postMessage = (message: unknown) => {
          if (!resumed && navbarHydrated()) held.push(() => post(message));
          else post(message);
        };
      }
    };
    Object.assign(window, {
      __hydrationPaused: () => !resumed && held.length > 0,
      __resumeHydration: () => {
        resumed = true;
        held.splice(0).forEach((send) => send());
      },
    });
  }, pauseHydration);
  return {
    whenPaused: () =>
      page.waitForFunction(() => (window as unknown as { __hydrationPaused(): boolean }).__hydrationPaused()),
    resume: () => page.evaluate(() => (window as unknown as { __resumeHydration(): void }).__resumeHydration()),
  };
}

/** Waits until the page has hydrated; returns the sections of the server's HTML that React threw away meanwhile. */
async function sectionsThrownAway(page: Page) {
  await untilHydrated(page, 40_000);
  return page.evaluate(() =>
    (window as unknown as { __serverNodes: Element[] }).__serverNodes
      .filter((node) => !node.isConnected)
      .map((node) => node.id || node.tagName),
  );
}

/** The navbar's links, clicked as a visitor does. The fixture fails the test on any error React reports. */
test("clicking the navbar's in-page links while the page hydrates", async ({ page }) => {
  test.setTimeout(60_000);
  await slowPhone(page);
  const nav = page.getByRole("navigation", { name: labels().navigation, exact: true });
  for (let load = 1; load <= 2; load++) {
    await page.goto("/", { waitUntil: "commit" });
    for (const { name } of navAnchors().reverse()) await nav.getByRole("link", { name, exact: true }).click();
    // The header's last link: nav-items.json may name one of its own "Contact me".
    await page.getByRole("banner").getByRole("link", { name: labels().contactMe, exact: true }).last().click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
    expect(await sectionsThrownAway(page), `sections whose server HTML React threw away (load ${load})`).toEqual([]);
  }
});

test("Back to another page while the page hydrates after a reload", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/projects/");
  // The navbar's name, its first link: a nav item may bear the same name.
  await page
    .getByRole("banner")
    .getByRole("link", { name: readContent("site.json").shortName, exact: true })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(labels().headlineEnd);

  const phone = await slowPhone(page, { pauseHydration: true });
  await page.reload({ waitUntil: "commit" });
  await phone.whenPaused();
  expect(await page.evaluate(pageHydrated), "Back was pressed before the page had hydrated").toBe(false);
  await page.goBack({ waitUntil: "commit" });
  await phone.resume();
  const { projectsHeading, projectsHeadingHighlight: highlight } = labels();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fillLabel(projectsHeading, { highlight }));
  await expect(page).toHaveURL(/\/projects\/$/);
});
