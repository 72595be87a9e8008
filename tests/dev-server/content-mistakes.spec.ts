import fs from "node:fs";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { DEV_CONTENT } from "../../playwright.dev.config";
import { TEXT_MAX } from "../../src/content/content-schema";

const CONTENT = path.join(__dirname, "../..", DEV_CONTENT);
/** Marks the dev server's cache as possibly holding broken content (start-dev-server.mjs). */
const BROKEN_MARK = path.join(__dirname, "../../reports/dev-server/content-broken");
/** What the terminal running the dev server shows (start-dev-server.mjs). */
const TERMINAL = path.join(__dirname, "../../reports/dev-server/terminal.log");
/** Gatsby's own words about a content mistake, which point the owner at code: none may follow the check's. */
const CODE_ERRORS =
  /ERROR #|threw an error while running|Unable to parse JSON|Failed to process image|Cannot return null|src\/pages\//;

/** The content files as last saved whole: as the dev server started on them (copied at its start), or as fixed. */
const saved = new Map<string, Buffer>();
const original = (file: string) => {
  if (!saved.has(file)) saved.set(file, fs.readFileSync(path.join(CONTENT, file)));
  return saved.get(file)!;
};
/** Saves a content file as the owner's editor would: the whole file at once. */
const save = (file: string, bytes: string | Uint8Array) => fs.writeFileSync(path.join(CONTENT, file), bytes);
// Only a file left broken: a needless save just before the dev server stops can leave Gatsby's cache with the file but
// not its nodes (it drops them on the save and is stopped before it makes them again), and the next start serves that.
test.afterEach(() => {
  for (const [file, bytes] of saved) if (!fs.readFileSync(path.join(CONTENT, file)).equals(bytes)) save(file, bytes);
});

/** The content check's messages over the page, as `npm start` shows them. */
const problems = (page: Page) => page.getByRole("alertdialog", { name: /^The content has/ });

/** Whether the check's messages are what the owner sees: on top of everything, Gatsby's own error overlay too. */
const onTop = (page: Page) =>
  page.evaluate(() => !!document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest("#content-problems"));

/**
 * Waits until the dev server has made every image file the page names. It makes them as they are first asked for,
 * and a source file cut while its image is being made fails Gatsby's own job before the check can name it.
 */
async function imagesMade(page: Page) {
  const urls = await page.evaluate(() => {
    const named = [...document.querySelectorAll("img, source")].flatMap((element) => [
      element.getAttribute("src"),
      ...(element.getAttribute("srcset") ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0]),
    ]);
    return [...new Set(named.filter((url): url is string => !!url && !url.startsWith("data:")))];
  });
  for (const url of urls) expect((await page.request.get(url)).status(), url).toBe(200);
}

const terminalSince = (offset: number) => fs.readFileSync(TERMINAL).subarray(offset).toString();

/**
 * Saves `mistake` over `file`, expects the check's `messages` over the page and in the terminal with nothing of
 * Gatsby's after them, saves the file `fixed` (as it was, unless given), and expects the check's messages gone with no
 * reload by the test. The dev server runs createPages and the queries again before the page's data is new: seconds on a
 * quiet machine, more beside a build.
 */
async function breakAndMend(
  page: Page,
  file: string,
  mistake: string | Uint8Array,
  messages: string[],
  fixed: string | Uint8Array = original(file),
) {
  let since = performance.now();
  const terminal = fs.statSync(TERMINAL).size;
  fs.writeFileSync(BROKEN_MARK, "");
  save(file, mistake);
  for (const message of messages) await expect(problems(page)).toContainText(message, { timeout: 60_000 });
  expect(await onTop(page)).toBe(true);
  const shown = (performance.now() - since) / 1000;

  since = performance.now();
  save(file, fixed);
  saved.set(file, Buffer.from(fixed));
  await expect(problems(page)).toHaveCount(0, { timeout: 90_000 });
  await expect(page.getByText(/Unhandled Runtime Error/)).toHaveCount(0);
  const back = (performance.now() - since) / 1000;
  fs.rmSync(BROKEN_MARK);

  // By now the dev server has run the broken content's queries and the fixed content's.
  const printed = terminalSince(terminal);
  const spaced = (text: string) => text.replace(/\s+/g, " ");
  for (const message of messages) expect(spaced(printed)).toContain(spaced(message));
  expect(printed).not.toMatch(CODE_ERRORS);
  console.log(`${file}: shown ${shown.toFixed(1)} s after the save, the page back ${back.toFixed(1)} s after the fix`);
}

test("a mistake saved in content/ is named over the page and in the terminal, and the page comes back by itself once fixed", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stats = original("stats.json").toString();
  const entries = JSON.parse(stats) as { label: string }[];
  let label = entries[0]!.label;
  const name = (JSON.parse(original("site.json").toString()) as { name: string }).name;
  /** The page as its content is: a stat from the page's query, the name from the layout's. */
  const whole = async () => {
    // In its own section: a label of one letter may stand elsewhere on the page too.
    await expect(page.locator("#counters").getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(name);
  };
  await page.goto("/");
  await whole();

  // A field the page's own query reads, fixed with a new label (a "+" more, or for the last letter at a label's longest),
  // which the open page then shows.
  const relabelled =
    label.length < TEXT_MAX.label ? `${label}+` : [...label].slice(0, -1).join("") + (label.endsWith("+") ? "=" : "+");
  entries[0]!.label = relabelled;
  await breakAndMend(
    page,
    "stats.json",
    stats.replace('"label"', '"lable"'),
    [
      'content/stats.json › entry 1 › field "label": is required but missing',
      'content/stats.json › entry 1: has "lable", which the site does not use (a typo?)',
    ],
    JSON.stringify(entries, null, 2),
  );
  label = relabelled;
  await whole();
  // The site's details, which every page reads through the layout's static queries.
  const site = original("site.json").toString();
  // A comma after its last value, whatever that value is (a text, a list, an object).
  await breakAndMend(page, "site.json", site.replace(/\s*\}\s*$/, ",\n}\n"), [
    "content/site.json: is not valid JSON: at line",
    "a comma after the last item of a list or an entry; remove it",
  ]);
  await whole();
  // A screenshot named in another case than its file's, and a field written twice, in one save.
  const projects = original("projects.json").toString();
  const image = (JSON.parse(projects) as { image: string }[])[0]!.image;
  const otherCase = image.replace(/[^/]+$/, (name) =>
    name === name.toUpperCase() ? name.toLowerCase() : name.toUpperCase(),
  );
  const misnamed = projects
    .replace(JSON.stringify(image).slice(1, -1), JSON.stringify(otherCase).slice(1, -1))
    .replace(/"title":/, '"title": "An older title", "title":');
  await breakAndMend(page, "projects.json", misnamed, [
    `points to ${otherCase}, which does not exist in content/; a file named ${image} exists; the names differ in case`,
    'field "title": is written twice in one entry, ',
  ]);
  await whole();
  // A file the content names, which only the image pipeline opens: that screenshot, cut short.
  await imagesMade(page);
  const picture = original(image);
  await breakAndMend(page, image, picture.subarray(0, picture.length / 2), [
    `points to ${image}, which cannot be opened as an image`,
  ]);
  await whole();
});
