import fs from "node:fs";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { DEV_CONTENT } from "../../playwright.dev.config";

const STATS = path.join(__dirname, "../..", DEV_CONTENT, "stats.json");
/** Marks the dev server's cache as possibly holding broken content (start-dev-server.mjs). */
const BROKEN_MARK = path.join(__dirname, "../../reports/dev-server/content-broken");
/** stats.json as the dev server started on it (the copy is made when the server starts), and its first label. */
let saved = "";
let label = "";
test.beforeAll(() => {
  saved = fs.readFileSync(STATS, "utf8");
  label = (JSON.parse(saved) as { label: string }[])[0]!.label;
});

/** Saves stats.json as the owner's editor would: the whole file at once. */
const save = (text: string) => fs.writeFileSync(STATS, text);
test.afterEach(() => save(saved));

/** The content check's messages over the page, as `npm start` shows them. */
const problems = (page: Page) => page.getByRole("alertdialog", { name: /^The content has/ });

/** Whether the check's messages are what the owner sees: on top of everything, Gatsby's own error overlay too. */
const onTop = (page: Page) =>
  page.evaluate(() => !!document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest("#content-problems"));

/**
 * Saves `mistake`, expects the check's `messages` over the page, saves the file as it was, and expects the page back
 * with no reload by the test. The dev server runs createPages again (the CV, the share images) before the page's data
 * is new: seconds on a quiet machine, more beside a build.
 */
async function breakAndMend(page: Page, mistake: string, messages: string[]) {
  let since = performance.now();
  fs.writeFileSync(BROKEN_MARK, "");
  save(mistake);
  for (const message of messages) await expect(problems(page)).toContainText(message, { timeout: 60_000 });
  expect(await onTop(page)).toBe(true);
  const shown = (performance.now() - since) / 1000;

  since = performance.now();
  save(saved);
  await expect(problems(page)).toHaveCount(0, { timeout: 90_000 });
  await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText(/Unhandled Runtime Error/)).toHaveCount(0);
  fs.rmSync(BROKEN_MARK);
  console.log(
    `shown ${shown.toFixed(1)} s after the save, the page back ${((performance.now() - since) / 1000).toFixed(1)} s after the fix`,
  );
}

test("a mistake saved in content/ is named over the page, and the page comes back by itself once fixed", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto("/");
  await expect(page.getByText(label, { exact: true })).toBeVisible();

  // Twice: the page must come back every time, not once in three.
  for (let round = 0; round < 2; round++) {
    await breakAndMend(page, saved.replace('"label"', '"lable"'), [
      'content/stats.json › entry 1 › field "label": is required but missing',
      'content/stats.json › entry 1: has "lable", which the site does not use (a typo?)',
    ]);
  }
  await breakAndMend(page, saved.replace(/\}\s*\]\s*$/, "},\n]\n"), [
    "content/stats.json: is not valid JSON: at line",
    "a comma after the last item of a list or an entry; remove it",
  ]);
});
