import type { RefObject } from "react";
import { statText } from "../utils/format";
import { gsap, useGSAP } from "./gsap";
import { useMotionAllowed } from "./use-motion-allowed";
import { MOTION } from "./timings";

/**
 * Each `.counter-value` counts from 0 to its `data-value` in whole numbers
 * once the section's top reaches the viewport centre, once only. Text is
 * written straight to the node: no React render per frame.
 */
export function useCounterMotion(scope: RefObject<HTMLElement | null>) {
  const allowed = useMotionAllowed();
  useGSAP(
    () => {
      if (!allowed) return;
      const counters = gsap.utils.toArray<HTMLElement>(".counter-value", scope.current);
      const tween = gsap.timeline({
        scrollTrigger: { trigger: scope.current, start: MOTION.counters.start, once: true },
      });
      for (const el of counters) {
        const suffix = el.dataset.suffix ?? "";
        const state = { value: 0 };
        el.textContent = statText(0, suffix);
        tween.to(
          state,
          {
            value: Number(el.dataset.value),
            duration: MOTION.counters.duration,
            // Linear, so every counter lands on its value at 2.5 s, as the spec times it.
            ease: "none",
            snap: { value: 1 },
            onUpdate: () => {
              el.textContent = statText(state.value, suffix);
            },
          },
          0,
        );
      }
      // Reverting (unmount, or the visitor switching to reduced motion) restores the final values.
      return () => counters.forEach((el) => (el.textContent = statText(Number(el.dataset.value), el.dataset.suffix ?? "")));
    },
    { scope, dependencies: [allowed], revertOnUpdate: true },
  );
}
