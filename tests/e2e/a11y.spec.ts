import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { collectAlerts, routeEmailJs } from "./doubles";
import { expect, test } from "./fixtures";
import { scrollThrough } from "./page-reads";
import { untilEntered, untilHydrated } from "./in-app";
import { showTheme } from "./theme-backgrounds";
import { caseStudyPath } from "../../src/utils/case-study-path";
import { fillLabel } from "../../src/content/label-text";
import { FROM_CONTENT, labels, projectsInOrder, readContent, sitePages } from "./content";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];
/** Of those, the rules that read colours: all that a change of theme can fail. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** What axe finds on the page: every WCAG 2.2 AA and best-practice rule, or only the colour rules. */
async function violations(page: Page, { colourOnly = false } = {}) {
  const axe = new AxeBuilder({ page });
  // Legacy mode checks the page in one pass. The default runs each frame separately and then combines the results in a
  // blank page it opens for that, which doubled axe's time here; these pages have no frames (Cloudflare's is a stand-in).
  const { violations } = await (colourOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG))
    .setLegacyMode(true)
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Scrolls through the page until every entrance animation has run, then back to the top. */
async function settle(page: Page) {
  // In the page, in one call: a scroll step per round trip from the test process cost seconds on a busy machine.
  await page.evaluate(scrollThrough);
  await untilEntered(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

// Every page at a phone's width; at a desktop's, one of each kind.
const checked = [
  ...sitePages({ every: true }).map((path) => ({ path, width: 390 })),
  ...sitePages().map((path) => ({ path, width: 1280 })),
];
for (const { path, width } of checked)
  test(`axe finds no WCAG 2.2 AA violations on ${path} at ${width} px in the dark and light themes, in both directions`, async ({
    page,
  }) => {
    // axe's own analysis of / takes about 5 s of CPU on this 2-core machine when idle, and three times that
    // while the other worker loads it; that time is the test tool's, not the page's, and bounds nothing a
    // visitor sees.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 844 });
    // The same page, settled once, in each theme: every rule in the first, and in the second the rules a theme can
    // change, those that read colours. The second is laid out in the other direction, as a site in a language written
    // the other way (its HTML differs only in <html dir>), which moves text over other parts of its backgrounds; the
    // rest of what axe reads does not change with the direction.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(path);
    await settle(page);
    const found: Record<string, string[]> = {};
    for (const theme of ["dark", "light"] as const) {
      await showTheme(page, theme);
      if (theme === "light")
        await page.evaluate(() => {
          const root = document.documentElement;
          root.dir = getComputedStyle(root).direction === "rtl" ? "ltr" : "rtl";
        });
      // Links, buttons and the navbar ease between their colours: axe reads the ones they end on. Finished here rather
      // than waited for: a transition moves on with the page's frames, which a busy machine can hold back for seconds.
      await page.evaluate(() =>
        document.getAnimations().forEach((a) => {
          if (a instanceof CSSTransition) a.finish();
        }),
      );
      found[theme] = await violations(page, { colourOnly: theme === "light" });
    }
    expect(found).toEqual({ dark: [], light: [] });
  });

test("axe finds no violations with reduced motion, nor on the 404 page", async ({ page, pageProblems }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  expect(await violations(page)).toEqual([]);
  await page.goto("/missing-page/");
  expect(await violations(page)).toEqual([]);
  pageProblems.splice(0); // the 404 answer of the missing page is expected
});

/** The site's fixed words, as labels.json has them. */
const words = labels();
/** The contact form's button, whose text is the label of what it does ("Send Message", "Sending..."). */
const SEND = "#contact button[type=submit]";

/** Opens /, fills the contact form once its bot check has solved, and returns the send button. */
async function fillContact(page: Page) {
  // Without motion, so that no section above the form is still fading in (and so mid-contrast) while axe reads it.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.locator("#contact").scrollIntoViewIfNeeded();
  const send = page.locator(SEND);
  await expect(send).toBeEnabled();
  await page.getByLabel(words.nameField, { exact: true }).fill("Ayesha Khan");
  await page.getByLabel(words.emailField, { exact: true }).fill("ayesha@example.com");
  await page.getByLabel(words.messageField, { exact: true }).fill("Hello!");
  return send;
}

test("axe finds no violations while the contact form sends and after it has sent", async ({ page }) => {
  collectAlerts(page);
  await routeEmailJs(page, { delayMs: 1500 });
  const send = await fillContact(page);
  await send.click();
  await expect(send).toHaveText(words.sending);
  expect(await violations(page)).toEqual([]);
  await expect(send).toHaveText(words.send, { timeout: 10_000 });
  expect(await violations(page)).toEqual([]);
});

test("axe finds no violations with the not-sent note shown", async ({ page, expectedProblems }) => {
  expectedProblems.push(/Email send failed/, /500/);
  collectAlerts(page);
  await routeEmailJs(page, { status: 500, body: "Internal error" });
  await (await fillContact(page)).click();
  await expect(page.locator("#contact").getByRole("status")).toContainText(
    fillLabel(words.notSent, { email: readContent("site.json").email }),
  );
  expect(await violations(page)).toEqual([]);
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: words.skipLink, exact: true });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

/**
 * The controls a visitor sees on the page, in its order, each described (run in the page): every link, button and
 * field shown and not disabled, and anything else put in the tab order. Read from the page, so that a part the content
 * adds (a project, a navbar link, a case study's optional section) is counted without a count kept here.
 */
function controlsShown() {
  const controls = [
    ...document.querySelectorAll<HTMLElement>(
      "a[href], button, summary, input:not([type='hidden']), select, textarea, [tabindex]:not([tabindex='-1'])",
    ),
  ].filter(
    (el) =>
      !(el as HTMLButtonElement).disabled &&
      !el.closest("[inert], [aria-hidden='true']") &&
      el.checkVisibility({ visibilityProperty: true }),
  );
  (window as unknown as { controls: HTMLElement[] }).controls = controls;
  return controls.map((el, i) => `${i} ${el.tagName} ${el.textContent?.trim().slice(0, 30)}`);
}

/** Where the keyboard's focus is: which of the controls read by controlsShown, and whether its outline shows. */
function focused() {
  const el = document.activeElement as HTMLElement;
  const style = getComputedStyle(el);
  return {
    end: el === document.body,
    name: `${(window as unknown as { controls: HTMLElement[] }).controls.indexOf(el)} ${el.tagName} ${el.textContent?.trim().slice(0, 30)}`,
    visible: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
  };
}

// /projects/, and a case study with a project on each side when there is one: all the kinds of focus stop.
const projects = projectsInOrder();
const middle = projects[Math.min(1, projects.length - 1)];

for (const path of ["/projects/", caseStudyPath(middle.slug)]) {
  test(
    `the keyboard stops at every control on ${path} once, in order, and each shows a visible focus indicator`,
    FROM_CONTENT,
    async ({ page }) => {
      await page.goto(path);
      // The controls as the visitor gets them: the page's scripts come after its screenshot.
      await untilHydrated(page);
      const controls = await page.evaluate(controlsShown);
      const stops: string[] = [];
      const missing: string[] = [];
      // A few more presses than there are controls: a stop on something not shown, or a trap, is seen too.
      while (stops.length < controls.length + 20) {
        await page.keyboard.press("Tab");
        const stop = await page.evaluate(focused);
        if (stop.end) break;
        stops.push(stop.name);
        if (!stop.visible) missing.push(stop.name);
      }
      expect(stops).toEqual(controls);
      expect(missing).toEqual([]);
    },
  );
}

test("the contact form works by keyboard alone", async ({ page }) => {
  const alerts = collectAlerts(page);
  const sent = await routeEmailJs(page);
  await page.goto("/");
  await page.locator("#contact").scrollIntoViewIfNeeded();
  await expect(page.locator(SEND)).toBeEnabled();
  await page.getByLabel(words.nameField, { exact: true }).focus();
  await page.keyboard.type("Ayesha Khan");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(words.emailField, { exact: true })).toBeFocused();
  await page.keyboard.type("ayesha@example.com");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(words.messageField, { exact: true })).toBeFocused();
  await page.keyboard.type("Typed without a mouse.");
  // The bot check's stand-in has no focusable parts; the next stop is the button.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: words.send, exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => alerts).toEqual([words.sent]);
  expect(sent[0]).toMatchObject({ name: "Ayesha Khan", message: "Typed without a mouse." });
});
