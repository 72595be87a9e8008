import type { Page } from "@playwright/test";
import { TURNSTILE_SCRIPT, VISITOR } from "./doubles";
import { expect, test } from "./fixtures";
import { openOnPausedClock } from "./motion-helpers";
import { readContactForm, theWayOut } from "./page-reads";
import { labels, readContent } from "./content";

const site = readContent("site.json");
const { nameField, emailField, messageField } = labels();
const typed = { [nameField]: VISITOR.name, [emailField]: VISITOR.email, [messageField]: VISITOR.message };

async function typeMessage(page: Page) {
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
}

// A blocked host is tested in every engine in engines/visitor.spec.ts.
test("when the script arrives but no widget appears within 10 s, the form says so too", async ({ page }) => {
  // A script that loads but never renders a widget (Cloudflare answering, but broken).
  await page.route(`${TURNSTILE_SCRIPT}*`, (route) =>
    route.fulfill({ contentType: "application/javascript", body: "window.turnstile = undefined;" }),
  );
  // The page's clock stands still unless the test runs it, so the time the test takes to type does not count.
  await openOnPausedClock(page);
  await page.locator("#contact").scrollIntoViewIfNeeded();
  // The widget's wrapper has asked for the script: the 10 s have started.
  await page.locator("script#cf-turnstile-script").waitFor({ state: "attached" });
  await typeMessage(page);
  await page.clock.runFor(9000);
  await expect(page.locator("#contact [role='status']")).toBeEmpty();
  await page.clock.runFor(1500);
  await expect.poll(() => page.evaluate(readContactForm)).toEqual(theWayOut(site.email, Object.values(typed)));
});
