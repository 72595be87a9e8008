import type { Page } from "@playwright/test";

export interface Frame {
  /** Seconds since navigation start. */
  t: number;
  lines: number[];
  counters: (number | null)[];
  reveals: number[];
}

/**
 * Records, from the document's first animation frame, what the visitor sees in every frame: each headline
 * line's opacity, the number each counter shows (the one painted, not the one for screen readers), and the
 * opacity of each item that enters on scroll. Runs before any of the page's own scripts.
 */
export async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: Frame[] };
    w.__frames = [];
    const shownNumber = (counter: Element) => {
      const painted = [...counter.querySelectorAll("span")].find((span) => {
        const box = span.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      });
      return painted ? Number((painted.textContent ?? "").replace(/\D+$/, "")) : null;
    };
    const opacities = (selector: string) =>
      [...document.querySelectorAll(selector)].map((e) => Number(getComputedStyle(e).opacity));
    const frame = (now: number) => {
      if (document.querySelector(".hero-line")) {
        w.__frames.push({
          t: now / 1000,
          lines: opacities(".hero-line"),
          counters: [...document.querySelectorAll("#counters li p:first-child")].map(shownNumber),
          reveals: opacities(".reveal"),
        });
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

export const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
