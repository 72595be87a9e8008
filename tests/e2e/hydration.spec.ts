import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The skip link and the navbar's in-page links change the URL's hash, and Gatsby's router then renders the page again.
 * A render that reaches a section React has not hydrated yet makes React report error #421 (the fixture fails a test
 * on it), and an urgent one throws the section's server HTML away and renders it again: the hero video restarts and
 * focus is lost. src/start/hold-location-updates.ts holds such changes until every section has hydrated.
 */

/**
 * Whether React throws the HTML away, rather than waiting for the section to hydrate, depends on timing: an urgent
 * update that has waited about 110-120 ms is committed at once, otherwise React usually hydrates first. So links are
 * followed every 5 ms until the sections have hydrated, and the page's clock stops 115 ms ahead right after each router
 * update. Against Gatsby's own router one load caught it about half the time.
 */
test("following an in-page link while the sections are still hydrating keeps the server's HTML", async ({ page }) => {
  await page.addInitScript(() => {
    const realNow = performance.now.bind(performance);
    let frozenAt: number | null = null;
    performance.now = () => frozenAt ?? realNow();

    // The router updates in the animation frame after the hash changes: the time stops 115 ms later, right after.
    const requestFrame = window.requestAnimationFrame.bind(window);
    let hashJustChanged = false;
    window.requestAnimationFrame = (callback) => {
      if (!hashJustChanged) return requestFrame(callback);
      hashJustChanged = false;
      return requestFrame((time) => {
        callback(time);
        frozenAt = realNow() + 115;
        setTimeout(() => (frozenAt = null), 300);
      });
    };

    const hydrated = (element: Element | null) =>
      !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
    const reactHasStarted = () =>
      Object.keys(document.getElementById("___gatsby") ?? {}).some((key) => key.startsWith("__reactContainer$"));
    const state: HydrationWatch = { serverNodes: [], hashChanges: 0 };
    Object.assign(window, { __hydration: state });

    document.addEventListener("DOMContentLoaded", () => {
      state.serverNodes = [...document.querySelectorAll("main > section, header, footer")];
      const followLinks = () => {
        if (reactHasStarted()) {
          if (state.serverNodes.every(hydrated)) return;
          hashJustChanged = true;
          location.hash = `#main-${++state.hashChanges}`;
        }
        setTimeout(followLinks, 5);
      };
      followLinks();
    });
  });

  // Whether React keeps waiting also depends on where its work falls in the frame: three loads make a miss unlikely.
  for (let load = 1; load <= 3; load++) {
    await page.goto("/");
    const settled = await page.waitForFunction(() => {
      const { serverNodes, hashChanges } = (window as unknown as { __hydration: HydrationWatch }).__hydration;
      const isHydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"));
      const replaced = serverNodes.filter((node) => !node.isConnected).length;
      return (replaced > 0 || serverNodes.every(isHydrated)) && { hashChanges, replaced };
    });
    const { hashChanges, replaced } = (await settled.jsonValue()) as { hashChanges: number; replaced: number };
    expect(hashChanges, `in-page links followed before every section had hydrated (load ${load})`).toBeGreaterThan(0);
    expect(replaced, `sections whose server HTML React threw away (load ${load})`).toBe(0);
  }
});

/**
 * A phone's CPU, four times slower than this machine's, so that a visitor's clicks fall while the page hydrates.
 * With `pauseHydration`, React's scheduler stops as soon as the navbar has hydrated (so Gatsby's router, which
 * subscribes before that, is listening) and the other sections are sure to be still hydrating while the test acts,
 * until `resumeHydration`. React schedules its work with MessageChannel messages: those are held back meanwhile.
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

/** Whether React has hydrated every section of the server's HTML yet. */
const allHydrated = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __serverNodes: Element[] }).__serverNodes.every((node) =>
      Object.keys(node).some((key) => key.startsWith("__reactFiber$")),
    ),
  );

/** Waits until every section has hydrated, or React has thrown one away; returns those it threw away. */
async function sectionsThrownAway(page: Page) {
  const replaced = await page.waitForFunction(() => {
    const nodes = (window as unknown as { __serverNodes: Element[] }).__serverNodes;
    const gone = nodes.filter((node) => !node.isConnected).map((node) => node.id || node.tagName);
    const hydrated = nodes.every((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$")));
    return (gone.length > 0 || hydrated) && gone;
  });
  // React reports #421 when it commits, which can come after the last section has hydrated.
  await page.waitForTimeout(1000);
  return replaced.jsonValue();
}

/** The navbar's links, clicked as a visitor does. With the router's update as a transition, React still reported #421
 * in 3 runs of 6. */
test("clicking the navbar's in-page links while the page hydrates", async ({ page }) => {
  test.setTimeout(90_000);
  await slowPhone(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (let load = 1; load <= 4; load++) {
    await page.goto("/", { waitUntil: "commit" });
    for (const name of ["Skills", "Work"]) await nav.getByRole("link", { name }).click();
    await page.getByRole("link", { name: "Contact me" }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
    expect(await sectionsThrownAway(page), `sections whose server HTML React threw away (load ${load})`).toEqual([]);
  }
});

test("scrolling on after an in-page link while the page hydrates, the page stays where the visitor left it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const phone = await slowPhone(page, { pauseHydration: true });
  await page.goto("/", { waitUntil: "commit" });
  await phone.whenPaused();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Work" }).click();
  await expect(page.locator("#work")).toBeInViewport();
  const atWork = await page.evaluate(() => scrollY);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 900);
  const leftAt = atWork + 900;
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(leftAt);
  expect(await allHydrated(page), "the visitor scrolled before the page had hydrated").toBe(false);

  await phone.resume();
  expect(await sectionsThrownAway(page)).toEqual([]);
  expect(await page.evaluate(() => scrollY)).toBe(leftAt);
});

test("Back to another page while the page hydrates after a reload", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/projects/");
  await page.getByRole("banner").getByRole("link", { name: "Hamza", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Shaping");

  const phone = await slowPhone(page, { pauseHydration: true });
  await page.reload({ waitUntil: "commit" });
  await phone.whenPaused();
  expect(await allHydrated(page), "Back was pressed before the page had hydrated").toBe(false);
  await page.goBack({ waitUntil: "commit" });
  await phone.resume();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Projects");
  // React reports #421 when it commits.
  await page.waitForTimeout(1000);
});

interface HydrationWatch {
  serverNodes: Element[];
  hashChanges: number;
}
