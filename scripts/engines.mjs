// What the cross-engine browser tests need besides Chromium: Debian's Firefox ESR, and WebKitGTK's WebDriver with
// its MiniBrowser under Xvfb (behind a stand-in proxy whose certificate openssl makes). Read by the tests'
// fixtures, by `npm test` (scripts/run-tests.mjs) and, for the same paths, by .ci/run.
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

export const firefoxPath = (env = process.env) => env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const webkitDriverPath = (env = process.env) => env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
export const miniBrowserPath = (env = process.env) =>
  env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

const runnable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const onPath = (command, env) => (env.PATH ?? "").split(delimiter).some((dir) => runnable(join(dir, command)));

/**
 * What is missing to run each engine's tests, as one sentence naming what to install, or undefined when
 * nothing is.
 */
export function missingFor(engine, env = process.env) {
  if (engine === "firefox") {
    return runnable(firefoxPath(env))
      ? undefined
      : `Firefox ESR (${firefoxPath(env)}): apt-get install firefox-esr, or set FIREFOX_PATH`;
  }
  if (engine === "webkit") {
    const lacking = [
      !runnable(webkitDriverPath(env)) && `WebKitWebDriver (${webkitDriverPath(env)})`,
      !runnable(miniBrowserPath(env)) && `MiniBrowser (${miniBrowserPath(env)})`,
      !onPath("Xvfb", env) && "Xvfb",
      !onPath("openssl", env) && "openssl",
    ].filter(Boolean);
    return lacking.length === 0
      ? undefined
      : `${lacking.join(", ")}: apt-get install webkit2gtk-driver xvfb openssl, or set WEBKIT_DRIVER_PATH`;
  }
  return undefined;
}
