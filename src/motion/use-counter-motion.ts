import type { RefObject } from "react";
import { statText } from "../utils/format";
import { gsap, useGSAP } from "./gsap";
import { useMotionAllowed } from "./use-motion-allowed";
import { whenIdle } from "./when-idle";
import { MOTION } from "./timings";

/**
 * Each `.counter-value` counts from 0 to its `data-value` in whole numbers
 * once the section's top reaches the viewport centre, once only. Text is
 * written straight to the node: no React render per frame.
 */
export function useCounterMotion(scope: RefObject<HTMLElement | null>) {
  const allowed = useMotionAllowed();
  useGSAP(
    (_context, contextSafe) => {
      if (!allowed || !contextSafe) return;
      const counters = gsap.utils.toArray<HTMLElement>(".counter-value", scope.current);
      for (const el of counters) el.textContent = statText(0, el.dataset.suffix ?? "");
      // The trigger reads layout, so it is set up when the browser is idle, after hydration.
      const cancel = whenIdle(contextSafe(() => countUp(scope.current, counters)));
      // Reverting (unmount, or the visitor switching to reduced motion) restores the final values.
      return () => {
        cancel();
        counters.forEach((el) => (el.textContent = statText(Number(el.dataset.value), el.dataset.suffix ?? "")));
      };
    },
    { scope, dependencies: [allowed], revertOnUpdate: true },
  );
}

function countUp(trigger: HTMLElement | null, counters: HTMLElement[]) {
  const timeline = gsap.timeline({ scrollTrigger: { trigger, start: MOTION.counters.start, once: true } });
  for (const el of counters) {
    const suffix = el.dataset.suffix ?? "";
    const state = { value: 0 };
    timeline.to(
      state,
      {
        value: Number(el.dataset.value),
        duration: MOTION.counters.duration,
        // Linear and rounded down, so every counter shows its final value at 2.5 s exactly, as the spec
        // times it (rounding to nearest would land on 5 at 2.25 s).
        ease: "none",
        onUpdate: () => {
          el.textContent = statText(Math.floor(state.value), suffix);
        },
      },
      0,
    );
  }
}
