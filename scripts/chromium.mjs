// The browsers the tools here drive (Playwright, Lighthouse, the audit's traces).
import { existsSync } from "node:fs";

/**
 * Headless Chromium opens a browser window for every browser context, and each window preloads its address bar's
 * popup, a WebUI page of some 150 scripts, in a renderer of its own: seconds of CPU per context on a 2-core machine,
 * none of it the site's work. The audit's full Chromium turns it off; the tests run the headless shell, which has no
 * window.
 */
export const QUIET_WINDOW_FEATURES = [
  "PreloadTopChromeWebUI",
  "WebUIOmniboxPopup",
  "WebUIOmniboxFullPopup",
  "WebUIOmniboxAimPopup",
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

/** The flags for a Chromium that chrome-launcher (Lighthouse) launches, given chrome-launcher's default flags. */
export const launcherChromiumArgs = (defaultFlags) => [...CHROMIUM_ARGS, disableFeaturesFlag(defaultFlags)];

/**
 * The audit's Chromium: CHROME_PATH if set, else Debian's Chromium, else undefined: Playwright's own
 * (also chosen with USE_PLAYWRIGHT_CHROMIUM=1, as on GitHub's runners).
 */
export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (!process.env.USE_PLAYWRIGHT_CHROMIUM && existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return undefined;
}

/**
 * The tests' Chromium: CHROME_PATH if set, else Debian's headless shell, the build Playwright runs for headless tests
 * with its own browsers too (a browser context there costs a fraction of one in the full browser), else as the audit.
 */
export function testChromiumPath() {
  if (process.env.CHROME_PATH || process.env.USE_PLAYWRIGHT_CHROMIUM) return chromiumPath();
  const shell = "/usr/bin/chromium-headless-shell";
  return existsSync(shell) ? shell : chromiumPath();
}
