import { type RefObject, useCallback } from "react";
import type { DigitGrouping } from "../utils/format";
import { enterWhenReached } from "./load-entrances";
import { startStatesShown } from "./start-states";
import { MOTION } from "./timings";
import { useWhileMotionAllowed } from "./use-while-motion-allowed";

/**
 * Each `.counter-value` (painted as 0 from the first paint) counts up to its `data-value` in whole numbers once
 * the section's top reaches the trigger line, once only. Text is written straight to the node: no React render
 * per frame. Screen readers read the final value beside it all along.
 */
function countWhenReached(section: HTMLElement, grouping: DigitGrouping) {
  if (!startStatesShown()) return;
  const counters = [...section.querySelectorAll<HTMLElement>(".counter-value")];
  return enterWhenReached([section], MOTION.counters.triggerLine, ({ countUp }) =>
    counters.map((c) => countUp(c, grouping)),
  );
}

/** The counters count in the site's language's digits and grouping (`grouping`, made at build time). */
export function useCounterMotion(scope: RefObject<HTMLElement | null>, grouping: DigitGrouping) {
  useWhileMotionAllowed(
    scope,
    useCallback((section: HTMLElement) => countWhenReached(section, grouping), [grouping]),
  );
}
