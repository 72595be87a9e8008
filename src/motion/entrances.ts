import { gsap } from "gsap";
import { type DigitGrouping, statText } from "../utils/format";
import { MOTION } from "./timings";

// The single place gsap is imported from, loaded in a chunk of its own (load-entrances.ts) at the visitor's first
// move: a first view that is only looked at loads and runs no gsap. Scroll triggers use IntersectionObserver
// (viewport.ts).

/** Items fade in and rise to their place from the start state the CSS paints, `stagger` s apart. */
export const rise = (items: Element[], { duration, stagger }: { duration: number; stagger: number }) =>
  gsap.to(items, { opacity: 1, y: 0, duration, stagger, ease: "power2.out" });

/**
 * A counter (painted as 0) counts up to its `data-value` in whole numbers, writing its text straight to the node, its
 * digits grouped as the site's language groups them.
 */
export function countUp(el: HTMLElement, grouping: DigitGrouping) {
  const suffix = el.dataset.suffix ?? "";
  const state = { value: 0 };
  return gsap.to(state, {
    value: Number(el.dataset.value),
    duration: MOTION.counters.duration,
    // Linear and rounded down, so every counter shows its final value at 2.5 s exactly (rounding to the
    // nearest would show 5 already at 2.25 s).
    ease: "none",
    onUpdate: () => {
      el.textContent = statText(Math.floor(state.value), suffix, grouping);
    },
  });
}

/** What an entrance returns: revert() puts its targets back as the CSS draws them. */
export type Played = gsap.core.Tween;
