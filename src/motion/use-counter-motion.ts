import type { RefObject } from "react";
import { statText } from "../utils/format";
import { gsap, useGSAP, whileMotionAllowed } from "./gsap";
import { startStatesShown } from "./start-states";
import { MOTION } from "./timings";
import { onReach } from "./viewport";

/**
 * Each `.counter-value` (painted as 0 from the first paint) counts up to its `data-value` in whole numbers once
 * the section's top reaches the trigger line, once only. Text is written straight to the node: no React render
 * per frame. Screen readers read the final value beside it all along.
 */
export function useCounterMotion(scope: RefObject<HTMLElement | null>) {
  useGSAP(
    () => {
      const section = scope.current;
      if (!section || !startStatesShown()) return;
      whileMotionAllowed((_context, contextSafe) => {
        const counters = gsap.utils.toArray<HTMLElement>(".counter-value", section);
        return onReach(
          [section],
          MOTION.counters.triggerLine,
          contextSafe(() => counters.forEach(countUp)),
        );
      });
    },
    { scope },
  );
}

function countUp(el: HTMLElement) {
  const suffix = el.dataset.suffix ?? "";
  const state = { value: 0 };
  gsap.to(state, {
    value: Number(el.dataset.value),
    duration: MOTION.counters.duration,
    // Linear and rounded down, so every counter shows its final value at 2.5 s exactly (rounding to the
    // nearest would show 5 already at 2.25 s).
    ease: "none",
    onUpdate: () => {
      el.textContent = statText(Math.floor(state.value), suffix);
    },
  });
}
