/** @jest-environment node */
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { missingFor } from "../../../scripts/engines.mjs";

// What `npm test` and the browser tests' fixtures say when an engine cannot start on this machine.

const nowhere = { PATH: "/nonexistent", FIREFOX_PATH: "/nonexistent/firefox", WEBKIT_DRIVER_PATH: "/nonexistent/wd" };

it("names what to install for an engine that is not there", () => {
  expect(missingFor("firefox", nowhere)).toBe(
    "Firefox ESR (/nonexistent/firefox): apt-get install firefox-esr, or set FIREFOX_PATH",
  );
  expect(missingFor("webkit", { ...nowhere, MINIBROWSER_PATH: "/nonexistent/mb" })).toBe(
    "WebKitWebDriver (/nonexistent/wd), MiniBrowser (/nonexistent/mb), Xvfb, openssl: " +
      "apt-get install webkit2gtk-driver xvfb openssl, or set WEBKIT_DRIVER_PATH",
  );
});

it("says nothing for an engine that is there, or one it does not start itself", () => {
  // Runnable files stand in for the browsers and for Xvfb and openssl on the PATH.
  const bin = mkdtempSync(join(tmpdir(), "engines-"));
  for (const command of ["browser", "Xvfb", "openssl"]) {
    writeFileSync(join(bin, command), "#!/bin/sh\n");
    chmodSync(join(bin, command), 0o755);
  }
  const browser = join(bin, "browser");
  expect(missingFor("firefox", { FIREFOX_PATH: browser })).toBeUndefined();
  expect(missingFor("webkit", { PATH: bin, WEBKIT_DRIVER_PATH: browser, MINIBROWSER_PATH: browser })).toBeUndefined();
  expect(missingFor("chromium", nowhere)).toBeUndefined();
});
