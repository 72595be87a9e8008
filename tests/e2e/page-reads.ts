import { expect } from "@playwright/test";
import { fillLabel } from "../../src/content/label-text";
import { labels } from "./content";

// Reads of what the visitor sees, run inside the page: passed to `evaluate` by Playwright and by the
// cross-engine pages alike, so each must refer to nothing outside itself.

export interface SlotView {
  /** Entries of the rotating word lying wholly inside the slot's clipping box (text and image). */
  whole: string[];
  /** Entries of which any part shows through the slot. */
  showing: string[];
  /** The slot lies within the viewport. */
  onScreen: boolean;
}

/** What shows through the rotating word's slot right now. */
export function readWordSlot(): SlotView {
  const slot = document.querySelector(".hero-word-slot")!;
  const box = slot.getBoundingClientRect();
  const entries = [...slot.querySelectorAll(".hero-words > span")];
  const within = (r: DOMRect) =>
    r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
  const overlaps = (r: DOMRect) => Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top) > 0.5;
  return {
    whole: entries.filter((e) => within(e.getBoundingClientRect())).map((e) => e.textContent ?? ""),
    showing: entries.filter((e) => overlaps(e.getBoundingClientRect())).map((e) => e.textContent ?? ""),
    onScreen: box.left >= 0 && box.right <= window.innerWidth,
  };
}

/** The text each counter paints: the counting one, or the final one when nothing moves (not the screen readers' copy). */
export function readShownCounters(): string[] {
  return [...document.querySelectorAll("#counters li p:first-child")].map(
    (counter) =>
      [...counter.querySelectorAll("span")].find((span) => span.getBoundingClientRect().width > 1)?.textContent ?? "",
  );
}

/** The contact form as the visitor sees it: what is typed, the send button, and the status line with its link. */
export function readContactForm() {
  const typed = (field: string) => document.querySelector<HTMLInputElement>(`#contact-${field}`)!.value;
  const button = document.querySelector<HTMLButtonElement>("#contact button[type=submit]")!;
  const status = document.querySelector("#contact [role='status']");
  const link = status?.querySelector("a");
  return {
    typed: [typed("name"), typed("email"), typed("message")],
    button: { text: button.textContent, disabled: button.disabled },
    status: status?.textContent ?? "",
    link: link ? { text: link.textContent, href: link.getAttribute("href") } : null,
  };
}

/**
 * What `readContactForm` reads when the bot check cannot load: the form says so, offers the owner's address, keeps
 * what was typed, and cannot send.
 */
export const theWayOut = (email: string, typed: string[]) => ({
  typed,
  button: { text: labels().send, disabled: true },
  status: expect.stringContaining(fillLabel(labels().checkUnavailable, { email })),
  link: { text: email, href: `mailto:${email}` },
});

/** The top edge of the element matching `selector`, in viewport pixels. */
export function readTop(selector: string): number {
  return document.querySelector(selector)!.getBoundingClientRect().top;
}

/** The top edge of the element matching `selector`, in document pixels (where a jump to it scrolls). */
export function readDocumentTop(selector: string): number {
  return document.querySelector(selector)!.getBoundingClientRect().top + window.scrollY;
}

/** Scrolls through the whole page like a visitor (300 px every 40 ms), so that every entrance is triggered. */
export async function scrollThrough(): Promise<void> {
  for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
    window.scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

/**
 * Whether the entrance code (its chunk and gsap's, loaded from the visitor's first move) has arrived and run: its
 * chunk was fetched, and no chunk webpack inserted is still on its way (webpack removes a chunk's script once it ran).
 */
export function entranceCodeHasRun(): boolean {
  return (
    performance.getEntriesByType("resource").some((entry) => /\/entrances-[0-9a-f]+\.js$/.test(entry.name)) &&
    !document.querySelector("script[data-webpack]")
  );
}

/** Whether React has hydrated the page and committed it (gatsby-browser.tsx marks <html> then). */
export function pageHydrated(): boolean {
  return document.documentElement.hasAttribute("data-hydrated");
}

/** What a frame shows of the first view and the entrances (readFrame). */
export interface Frame {
  /** Each headline line's opacity. */
  lines: number[];
  /** The number each counter paints (not the screen readers' copy); null while no span of it is painted. */
  counters: (number | null)[];
  /** The opacity of each item that enters on scroll. */
  reveals: number[];
}

/** Each headline line's opacity, each counter's painted number, each entering item's opacity; undefined before the
 * headline is parsed. */
export function readFrame(): Frame | undefined {
  if (!document.querySelector(".hero-line")) return undefined;
  const opacities = (selector: string) =>
    [...document.querySelectorAll(selector)].map((e) => Number(getComputedStyle(e).opacity));
  // The page's language's digits ("0123456789", "٠١٢٣٤٥٦٧٨٩"), which its counters are written in.
  const plain = new Intl.NumberFormat(document.documentElement.lang || undefined, { useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, digit) => plain.format(digit));
  const shownNumber = (counter: Element) => {
    const painted = [...counter.querySelectorAll("span")].find((span) => {
      const box = span.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    });
    // The number without the counter's suffix, which may hold digits of its own.
    const suffix = counter.querySelector("[data-suffix]")?.getAttribute("data-suffix") ?? "";
    const shown = (painted?.textContent ?? "").slice(0, -suffix.length || undefined);
    // Digits, grouped by single marks as the page's language groups them ("12,500", "12 500"), or no number (each
    // reader runs in the page by itself, so it parses on its own; readEach checks the grouping itself).
    const chars = [...shown].map((c) => digits.indexOf(c));
    const number = chars.every((d, i) => d >= 0 || (chars[i - 1]! >= 0 && chars[i + 1]! >= 0));
    return painted ? (chars.length > 0 && number ? Number(chars.filter((d) => d >= 0).join("")) : NaN) : null;
  };
  return {
    lines: opacities(".hero-line"),
    counters: [...document.querySelectorAll("#counters li p:first-child")].map(shownNumber),
    reveals: opacities(".reveal"),
  };
}

/**
 * A number for each element matching `selector`: its opacity, its translateY, or the number its text shows, which must
 * be written as `grouping` (the site's language's, src/utils/format.ts) writes it at every step ("12,500", "12 500").
 */
export function readEach({
  selector,
  what,
  grouping,
}: {
  selector: string;
  what: "opacity" | "translateY" | "counter";
  grouping?: { digits: string; separator: string; sizes: readonly [number, number]; minimum: number };
}) {
  return [...document.querySelectorAll(selector)].map((el) => {
    if (what === "counter") {
      const suffix = el.closest("li")?.querySelector("[data-suffix]")?.getAttribute("data-suffix") ?? "";
      const shown = (el.textContent ?? "").slice(0, -suffix.length || undefined);
      const { digits, separator, sizes, minimum } = grouping!;
      const glyphs = [...digits];
      const plain = [...shown.split(separator || "\u0000").join("")].map((c) => glyphs.indexOf(c)).join("");
      if (!/^\d+$/.test(plain)) return NaN;
      // Written again from its digits as the language groups them: anything else reads as no number.
      const groups = plain.length >= sizes[0] + minimum ? [plain.slice(-sizes[0])] : [];
      let rest = groups.length > 0 ? plain.slice(0, -sizes[0]) : plain;
      while (groups.length > 0 && rest.length > sizes[1]) {
        groups.unshift(rest.slice(-sizes[1]));
        rest = rest.slice(0, -sizes[1]);
      }
      const written = [rest, ...groups].join(separator).replace(/\d/g, (d) => glyphs[Number(d)]!);
      return written === shown ? Number(plain) : NaN;
    }
    const style = getComputedStyle(el);
    if (what === "opacity") return Number(style.opacity);
    return style.transform === "none" ? 0 : new DOMMatrixReadOnly(style.transform).m42;
  });
}
