import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fixedWordProblems, placeOf, readPageWords } from "../support/fixed-words";
import { textsOf } from "../support/launch-facts";
import { allContent, FROM_CONTENT, labels, navAnchors, readContent, sitePages } from "./content";

/** A page's layout, measured as it stands: what overflows, how lists fall into rows, and how pictures sit. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element) => el.getBoundingClientRect();
    const rows = (list: Element) => {
      const tops = new Map<number, DOMRect[]>();
      for (const item of list.children) {
        const rect = box(item);
        tops.set(Math.round(rect.top), [...(tops.get(Math.round(rect.top)) ?? []), rect]);
      }
      const column = box(list.parentElement!);
      // How far each row's middle is from the middle of the column the list sits in.
      return [...tops.values()].map((row) => ({
        items: row.length,
        offCentre: Math.abs((row[0]!.left + row.at(-1)!.right) / 2 - (column.left + column.right) / 2),
      }));
    };
    return {
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
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
  });

// Two phones (held the narrowest way the site supports, and the most common), and a desktop.
for (const width of [360, 390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ isMobile: width < 1000, hasTouch: width < 1000 });
    for (const path of sitePages()) {
      test(
        `${path} at ${width} px: nothing overflows, rows are even, indexes stay whole, screenshots and logos keep their frames${width === 390 ? ", every fixed word the owner's" : ""}`,
        FROM_CONTENT,
        async ({ page }) => {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(path);
          const layout = await measure(page);
          expect(layout.overflow).toBeLessThanOrEqual(0);
          for (const { id, rows } of layout.lists) {
            const counts = rows.map((row) => row.items);
            // Rows as long as each other, or the last one item shorter; every row centred.
            expect({ id, even: Math.max(...counts) - Math.min(...counts) <= 1, first: counts[0] }).toEqual({
              id,
              even: true,
              first: Math.max(...counts),
            });
            for (const row of rows) expect(row.offCentre, `a row of #${id}`).toBeLessThanOrEqual(2);
          }
          for (const frame of layout.frames) {
            expect(frame).toMatchObject({ ratio: 1.6, imgInside: true });
            expect(frame.height).toBeLessThanOrEqual(layout.viewport);
          }
          expect(layout.indexLines.filter((lines) => lines !== 1)).toEqual([]);
          // Every logo takes the strip's height (a very wide one, its width), whatever the file's own size.
          for (const logo of layout.logos) {
            expect(logo.width).toBeLessThanOrEqual(160);
            expect(logo.height).toBe(48);
          }

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
