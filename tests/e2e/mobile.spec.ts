import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fixedWordProblems, placeOf, readPageWords } from "../support/fixed-words";
import { textsOf } from "../support/launch-facts";
import { allContent, FROM_CONTENT, labels, navAnchors, readContent, sitePages } from "./content";

/**
 * A page's layout, measured as it stands: what overflows, how lists fall into rows, and how pictures sit. With `dir`,
 * the page is laid out in that direction first (and back after): the same page as a site in a language written the
 * other way, whose HTML differs only in <html dir>.
 */
const measure = (page: Page, dir?: "ltr" | "rtl") =>
  page.evaluate((dir) => {
    const root = document.documentElement;
    const own = root.getAttribute("dir");
    if (dir) root.dir = dir;
    const box = (el: Element) => el.getBoundingClientRect();
    const rtl = getComputedStyle(root).direction === "rtl";
    const rows = (list: Element) => {
      const tops = new Map<number, DOMRect[]>();
      for (const item of list.children) {
        const rect = box(item);
        tops.set(Math.round(rect.top), [...(tops.get(Math.round(rect.top)) ?? []), rect]);
      }
      const column = box(list.parentElement!);
      return [...tops.values()].map((row) => ({
        items: row.length,
        // How far the row's middle is from the middle of the column the list sits in.
        offCentre: Math.abs(
          (Math.min(...row.map((r) => r.left)) + Math.max(...row.map((r) => r.right))) / 2 -
            (column.left + column.right) / 2,
        ),
        // Whether its items follow one another the way the page reads: rightwards, or leftwards right to left.
        inReadingOrder: row.every((r, i) => i === 0 || (rtl ? r.right < row[i - 1]!.right : r.left > row[i - 1]!.left)),
      }));
    };
    // Every element any part of which shows beyond the screen's sides, once what its ancestors clip is taken off: a
    // page that overflows to the side it cannot scroll to (the left, or the right on a right-to-left page) shows no
    // scroll width, but cuts things off.
    const width = root.clientWidth;
    const cutOff: string[] = [];
    // Top down, each element with the horizontal span its ancestors let show (a fixed one escapes them).
    const visit = (el: Element, [from, to]: [number, number]) => {
      const style = getComputedStyle(el);
      // Hidden from sight (sr-only), or not drawn (a closed <details>' content).
      if (style.clipPath !== "none" || style.display === "none" || !el.checkVisibility()) return;
      if (style.position === "fixed") [from, to] = [-Infinity, Infinity];
      const { left, right } = box(el);
      const [shownFrom, shownTo] = [Math.max(left, from), Math.min(right, to)];
      if (shownTo - shownFrom > 0.5 && (shownFrom < -0.5 || shownTo > width + 0.5))
        cutOff.push(
          `${el.tagName.toLowerCase()}.${el.getAttribute("class")} ${Math.round(shownFrom)}..${Math.round(shownTo)}`,
        );
      // A strip or a scrolling row shows its content only within itself.
      if (style.overflowX !== "visible") [from, to] = [Math.max(from, left), Math.min(to, right)];
      for (const child of el.children) visit(child, [from, to]);
    };
    visit(document.body, [-Infinity, Infinity]);
    const logo = box(document.querySelector("header a[href='/']")!);
    const layout = {
      dir: rtl ? "rtl" : "ltr",
      overflow: root.scrollWidth - root.clientWidth,
      cutOff,
      // The navbar's name link starts the line: on the left, or on the right on a right-to-left page.
      logoAtStart: rtl ? logo.right > width / 2 : logo.left < width / 2,
      lists: [...document.querySelectorAll("[data-balanced]")].map((list) => ({
        id: list.closest("[id]")?.id,
        rows: rows(list),
      })),
      frames: [...document.querySelectorAll("main picture")].map((frame) => {
        const { width, height } = box(frame);
        const img = box(frame.querySelector("img")!);
        return { ratio: Math.round((width / height) * 100) / 100, height, imgInside: img.height <= height + 1 };
      }),
      logos: [...document.querySelectorAll('[aria-label="Clients"] img')].map((img) => {
        const { width, height } = box(img);
        return { width, height };
      }),
      // How many lines each index ("#01") takes.
      indexLines: [...document.querySelectorAll("main span")]
        .filter((span) => /^#\d+$/.test(span.textContent!))
        .map((span) => {
          const text = document.createRange();
          text.selectNodeContents(span);
          return text.getClientRects().length;
        }),
      viewport: innerHeight,
    };
    if (dir) {
      if (own === null) root.removeAttribute("dir");
      else root.dir = own;
    }
    return layout;
  }, dir);

type Layout = Awaited<ReturnType<typeof measure>>;

/** Nothing wider than the screen on either side, rows even, centred and in reading order, every picture in its frame. */
function expectLaidOut(layout: Layout) {
  const where = `laid out ${layout.dir}`;
  expect(layout.overflow, where).toBeLessThanOrEqual(0);
  expect(layout.cutOff, where).toEqual([]);
  expect(layout.logoAtStart, where).toBe(true);
  for (const { id, rows } of layout.lists) {
    const counts = rows.map((row) => row.items);
    // Rows as long as each other, or the last one item shorter; every row centred, its items in reading order.
    expect({ id, even: Math.max(...counts) - Math.min(...counts) <= 1, first: counts[0] }, where).toEqual({
      id,
      even: true,
      first: Math.max(...counts),
    });
    for (const row of rows) {
      expect(row.offCentre, `a row of #${id}, ${where}`).toBeLessThanOrEqual(2);
      expect(row.inReadingOrder, `a row of #${id}, ${where}`).toBe(true);
    }
  }
  for (const frame of layout.frames) {
    expect(frame, where).toMatchObject({ ratio: 1.6, imgInside: true });
    expect(frame.height, where).toBeLessThanOrEqual(layout.viewport);
  }
  expect(
    layout.indexLines.filter((lines) => lines !== 1),
    where,
  ).toEqual([]);
  // Every logo takes the strip's height (a very wide one, its width), whatever the file's own size.
  for (const logo of layout.logos) {
    expect(logo.width, where).toBeLessThanOrEqual(160);
    expect(logo.height, where).toBe(48);
  }
}

// Two phones (held the narrowest way the site supports, and the most common), and a desktop.
for (const width of [360, 390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ isMobile: width < 1000, hasTouch: width < 1000 });
    for (const path of sitePages()) {
      test(
        `${path} at ${width} px, left to right and right to left: nothing overflows, rows are even and in reading order, indexes stay whole, screenshots and logos keep their frames${width === 390 ? ", every fixed word the owner's" : ""}`,
        FROM_CONTENT,
        async ({ page }) => {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(path);
          const own = await measure(page);
          expectLaidOut(own);
          expectLaidOut(await measure(page, own.dir === "rtl" ? "ltr" : "rtl"));

          // Every fixed word the owner changed (labels.json) is the owner's wherever it shows, in every script, and no
          // page shows its English: what the page says, hidden text, names and its head included (once, on a phone).
          if (width === 390)
            expect(
              fixedWordProblems(
                await page.evaluate(readPageWords as () => string),
                placeOf(path),
                readContent("labels.json"),
                textsOf(allContent()),
              ),
            ).toEqual([]);

          // Every link of the navbar can be reached, and leads where it says.
          const nav = page.getByRole("navigation", { name: labels().navigation, exact: true });
          for (const { name } of readContent("nav-items.json")) {
            const link = nav.getByRole("link", { name, exact: true });
            await link.scrollIntoViewIfNeeded();
            await expect(link).toBeInViewport();
          }
          // The header's last link: nav-items.json may name one of its own as labels.json names it.
          const contactMe = page
            .getByRole("banner")
            .getByRole("link", { name: labels().contactMe, exact: true })
            .last();
          await expect(contactMe).toBeInViewport();
          const [anchor] = navAnchors().reverse();
          if (anchor) {
            await nav.getByRole("link", { name: anchor.name, exact: true }).click();
            await expect(page).toHaveURL(new RegExp(`${anchor.link}$`));
            await expect(page.locator(anchor.link)).toBeInViewport();
          }
        },
      );
    }
  });
}
