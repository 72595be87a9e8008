import type { RefObject } from "react";
import { enterWhenReached } from "./load-entrances";
import { startStatesShown } from "./start-states";
import { MOTION } from "./timings";
import { useWhileMotionAllowed } from "./use-while-motion-allowed";

/**
 * Each `.counter-value` (painted as 0 from the first paint) counts up to its `data-value` in whole numbers once
 * the section's top reaches the trigger line, once only. Text is written straight to the node: no React render
 * per frame. Screen readers read the final value beside it all along.
 */
function countWhenReached(section: HTMLElement) {
  if (!startStatesShown()) return;
  const counters = [...section.querySelectorAll<HTMLElement>(".counter-value")];
  return enterWhenReached([section], MOTION.counters.triggerLine, ({ countUp }) => counters.map((c) => countUp(c)));
}

export function useCounterMotion(scope: RefObject<HTMLElement | null>) {
  useWhileMotionAllowed(scope, countWhenReached);
}
