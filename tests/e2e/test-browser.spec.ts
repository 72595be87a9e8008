import { expect, test } from "@playwright/test";
import { QUIET_WINDOW_FEATURES } from "../../scripts/chromium.mjs";

// Chromium obeys only the last --disable-features flag: ours must repeat every feature Playwright turns off itself.
test("the test browser keeps the features Playwright turns off, and turns off the window's WebUI popup", async ({
  page,
}) => {
  await page.goto("chrome://version");
  const commandLine = await page.locator("#command_line").innerText();
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1].split(","));
  expect(lists.length, commandLine).toBeGreaterThanOrEqual(2);
  const [playwrights, obeyed] = [lists[0], lists.at(-1)!];
  expect(playwrights.filter((feature) => !obeyed.includes(feature))).toEqual([]);
  expect(QUIET_WINDOW_FEATURES.filter((feature) => !obeyed.includes(feature))).toEqual([]);
});
