// How fast the built site answers a visitor's taps and keys on a mid-range phone. Chromium, with Lighthouse's mobile
// CPU slowdown (4×), taps and types as a visitor does; each interaction's duration is the Event Timing API's: from the
// input to the next frame presented, the longest of the entries that share its interactionId. Every interaction is
// measured on a fresh visit in each device theme, at 390 px (a phone: touch) and at 1280 px, once hydrated; and one
// tap is made while the page hydrates.
import { PHONE, launchTracingBrowser } from "./idle-trace.mjs";
import { DURING_HYDRATION } from "./interaction-bars.mjs";

/** Event Timing reports nothing shorter: an interaction without an entry took less. */
export const BELOW_REPORTED_MS = 16;

/** Installed before the page's own scripts: the longest Event Timing entry of each interaction, and inputs seen. */
function recordInteractions(threshold) {
  const longest = new Map();
  let inputs = 0;
  new PerformanceObserver((list) => {
    for (const { interactionId, duration } of list.getEntries())
      if (interactionId) longest.set(interactionId, Math.max(longest.get(interactionId) ?? 0, duration));
  }).observe({ type: "event", durationThreshold: threshold, buffered: true });
  for (const type of ["pointerup", "keyup"]) addEventListener(type, () => inputs++, { capture: true });
  window.__interactions = { longest, inputs: () => inputs };
}

const VIEWPORTS = {
  390: PHONE,
  1280: { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

const readRecord = (page) =>
  page.evaluate(() => ({ ids: [...window.__interactions.longest.keys()], inputs: window.__interactions.inputs() }));

/**
 * Does `act` and returns how long the interaction it made took. Event Timing reports an interaction once the frame
 * after it has been presented, so this waits two frames and a moment more before reading.
 */
export async function timed(page, name, act) {
  const before = await readRecord(page);
  await act();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
  );
  const after = await page.evaluate(() => ({
    longest: [...window.__interactions.longest],
    inputs: window.__interactions.inputs(),
  }));
  if (after.inputs === before.inputs) throw new Error(`${name}: the input never reached the page`);
  const durations = after.longest.filter(([id]) => !before.ids.includes(id)).map(([, duration]) => duration);
  return Math.max(BELOW_REPORTED_MS, ...durations);
}

/** A tap at 390 px, a click at 1280 px, on the first element `selector` matches, scrolled into view first. */
export const press = async (page, selector, touch) => {
  const element = await page.waitForSelector(selector, { visible: true });
  await element.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  if (touch) await element.tap();
  else await element.click();
};

export const hydrated = (page) => page.waitForSelector("html[data-hydrated]", { timeout: 60_000 });

/** Opens a fresh visit (no storage, no cache) at `width` on a device set to `theme`, the CPU slowed 4×. */
export async function openVisit(browser, width, theme) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.emulate({ viewport: VIEWPORTS[width], userAgent: await browser.userAgent() });
  await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: theme }]);
  await page.emulateCPUThrottling(4);
  await page.evaluateOnNewDocument(recordInteractions, BELOW_REPORTED_MS);
  // The CV's download is asked for, not written anywhere.
  await (await page.createCDPSession()).send("Page.setDownloadBehavior", { behavior: "deny" });
  return { page, close: () => context.close() };
}

/** The choices the theme button goes through, in order, and the label of the press that leaves each. */
const THEME_PRESS = {
  system: "theme button: device → light",
  light: "theme button: light → dark",
  dark: "theme button: dark → device",
};

/**
 * One visit's interactions on `/` at `width` on a `theme` device: a tap on the theme button while the page hydrates,
 * then, hydrated, the theme button in each of its states, "See My Work", the navbar's in-page links and "Contact me",
 * and a key typed into each of the form's fields.
 */
async function homeVisit(origin, browser, width, theme) {
  const touch = width === 390;
  const { page, close } = await openVisit(browser, width, theme);
  const found = {};
  try {
    await page.goto(`${origin}/`, { waitUntil: "domcontentloaded" });
    // As soon as the button can be pressed: the head script shows it before the first paint.
    const duringHydration = await page.evaluate(() => !document.documentElement.hasAttribute("data-hydrated"));
    const tap = await timed(page, "tap while hydrating", () => press(page, ".theme-toggle", touch));
    if (duringHydration) found[DURING_HYDRATION] = tap;
    await hydrated(page);
    for (let i = 0; i < 3; i++) {
      const choice = await page.evaluate(() => document.documentElement.dataset.themeChoice);
      found[THEME_PRESS[choice]] = await timed(page, THEME_PRESS[choice], () => press(page, ".theme-toggle", touch));
    }
    found['"See My Work"'] = await timed(page, "See My Work", () =>
      press(page, 'main a.button-primary[href^="#"]', touch),
    );
    // The navbar's in-page links, whatever the content names them.
    const navLinks = await page.$$eval('nav[aria-label="Main"] a[href^="#"]', (links) =>
      links.map((link) => ({ name: link.textContent.trim(), href: link.getAttribute("href") })),
    );
    for (const { name, href } of navLinks)
      found[`navbar: "${name}"`] = await timed(page, name, () =>
        press(page, `nav[aria-label="Main"] a[href="${href}"]`, touch),
      );
    found['navbar: "Contact me"'] = await timed(page, "Contact me", () =>
      press(page, 'header a[href="#contact"].button-secondary', touch),
    );
    for (const [field, label] of [
      ["#contact-name", "Your name"],
      ["#contact-email", "Your Email"],
      ["#contact-message", "Your Message"],
    ]) {
      await press(page, field, touch);
      found[`a key typed in "${label}"`] = await timed(page, label, () => page.keyboard.type("a"));
    }
  } finally {
    await close();
  }
  return found;
}

/** The other pages' interactions, each measured on a visit of its own once hydrated: [path, name, selector]. */
const ONE_PRESS_VISITS = [
  ["/projects/", "a project card's link", 'main a[aria-label^="Read the case study"]'],
  ["/cv/", '"PDF, A4"', 'main a[download][href$=".pdf"]'],
];

/** One visit to `path`, hydrated, and the duration of one press on `selector`, named `name`. */
async function pressOnce(origin, browser, width, theme, [path, name, selector]) {
  const { page, close } = await openVisit(browser, width, theme);
  try {
    await page.goto(`${origin}${path}`, { waitUntil: "domcontentloaded" });
    await hydrated(page);
    return await timed(page, name, () => press(page, selector, width === 390));
  } finally {
    await close();
  }
}

/**
 * Every interaction, `runs` times, at each width on each device theme, on each of `sites` ({ label, origin }); the
 * runs interleaved, and the builds alternating within each (the first first, then the last first), so that the
 * machine's drift weighs on all alike: with two builds, an A/B. Returns, for each interaction and setting
 * ("390 px dark", followed by the build's label when there are several), every run's duration.
 */
export async function measureInteractions(sites, { runs, log = console.log }) {
  const browser = await launchTracingBrowser();
  const results = {};
  try {
    for (let run = 1; run <= runs; run++) {
      for (const width of [390, 1280]) {
        for (const theme of ["light", "dark"])
          for (const { label, origin } of run % 2 ? sites : [...sites].reverse()) {
            const setting = `${width} px ${theme}${sites.length > 1 ? ` ${label}` : ""}`;
            log(`interactions at ${setting}, run ${run}`);
            const found = await homeVisit(origin, browser, width, theme);
            for (const visit of ONE_PRESS_VISITS)
              found[visit[1]] = await pressOnce(origin, browser, width, theme, visit);
            for (const [name, ms] of Object.entries(found)) ((results[name] ??= {})[setting] ??= []).push(ms);
          }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
