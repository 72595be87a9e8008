// The browser every tool here drives (Playwright, Lighthouse, the audit's traces).
import { existsSync } from "node:fs";

/**
 * Headless Chromium opens a browser window for every browser context (every test has its own), and each window
 * preloads its address bar's popup, a WebUI page of some 150 scripts, in a renderer of its own: about 2 s of CPU per
 * context on this 2-core machine, more than most tests spend on the page they test. None of it is the site's work.
 */
export const QUIET_WINDOW_FEATURES = [
  "PreloadTopChromeWebUI",
  "WebUIOmniboxPopup",
  "WebUIOmniboxFullPopup",
  "WebUIOmniboxAimPopup",
];

/**
 * The features Playwright turns off itself (playwright-core's chromiumSwitches). Chromium obeys only the last
 * --disable-features flag, so ours repeats them; tests/e2e/test-browser.spec.ts fails if Playwright's list changes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/** One --disable-features flag: the launcher's own list (from its default flags) and the quiet-window features. */
export function disableFeaturesFlag(launcherDefaults) {
  const prefix = "--disable-features=";
  const theirs = launcherDefaults.flatMap((flag) =>
    flag.startsWith(prefix) ? flag.slice(prefix.length).split(",") : [],
  );
  return `${prefix}${[...new Set([...theirs, ...QUIET_WINDOW_FEATURES])].join(",")}`;
}

/** Flags that keep Chromium from hanging on a closed network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The flags for a Chromium that Playwright launches. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  disableFeaturesFlag([`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(",")}`]),
];

/** The flags for a Chromium that chrome-launcher (Lighthouse) launches, given chrome-launcher's default flags. */
export const launcherChromiumArgs = (defaultFlags) => [...CHROMIUM_ARGS, disableFeaturesFlag(defaultFlags)];

/**
 * CHROME_PATH if set, else Debian's Chromium, else undefined: Playwright's own
 * browser (also chosen with USE_PLAYWRIGHT_CHROMIUM=1, as on GitHub's runners).
 */
export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (!process.env.USE_PLAYWRIGHT_CHROMIUM && existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return undefined;
}
