// The browser every tool here drives (Playwright, Lighthouse, the asset and screenshot scripts).
import { existsSync } from "node:fs";

/** Flags that keep Chromium from hanging on a closed network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * CHROME_PATH if set, else Debian's Chromium, else undefined: Playwright's own
 * browser (also chosen with USE_PLAYWRIGHT_CHROMIUM=1, as on GitHub's runners).
 */
export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (!process.env.USE_PLAYWRIGHT_CHROMIUM && existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return undefined;
}
