import { expect, test } from "./fixtures";

/**
 * The skip link and the navbar's in-page links change the URL's hash, and Gatsby's router then renders the page again.
 * A render that reaches a section React has not hydrated yet makes React report error #421 (the fixture fails a test
 * on it), and an urgent one throws the section's server HTML away and renders it again: the hero video restarts and
 * focus is lost. src/start/same-page-updates.ts holds such changes until every section has hydrated.
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
 * The navbar's links, clicked as a visitor does on a phone (the CPU four times slower) while the sections hydrate. With
 * the router's update as a transition, React still reported #421 in 3 runs of 6.
 */
test("clicking the navbar's in-page links while the page hydrates", async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      Object.assign(window, { __serverNodes: [...document.querySelectorAll("main > section, header, footer")] });
    }),
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const nav = page.getByRole("navigation", { name: "Main" });
  for (let load = 1; load <= 4; load++) {
    await page.goto("/", { waitUntil: "commit" });
    for (const name of ["Skills", "Work"]) await nav.getByRole("link", { name }).click();
    await page.getByRole("link", { name: "Contact me" }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
    const replaced = await page.waitForFunction(() => {
      const nodes = (window as unknown as { __serverNodes: Element[] }).__serverNodes;
      const gone = nodes.filter((node) => !node.isConnected).map((node) => node.id || node.tagName);
      const hydrated = nodes.every((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$")));
      return (gone.length > 0 || hydrated) && gone;
    });
    expect(await replaced.jsonValue(), `sections whose server HTML React threw away (load ${load})`).toEqual([]);
    // React reports #421 when it commits, which can come after the last section has hydrated.
    await page.waitForTimeout(1000);
  }
});

interface HydrationWatch {
  serverNodes: Element[];
  hashChanges: number;
}
