import type { RefObject } from "react";
import { gsap, useGSAP, whileMotionAllowed } from "./gsap";
import { MOTION } from "./timings";
import { watchVisibility } from "./viewport";

/**
 * The rotating word: once the headline has entered, the strip steps up by exactly one entry at a time. The strip
 * holds the words twice, so after the first half it sits exactly where it started and jumps back without a
 * visible seam. It holds still while the hero is off-screen. (The headline's own entrance is a CSS animation.)
 */
export function useHeroMotion(scope: RefObject<HTMLElement | null>) {
  useGSAP(
    () => {
      const hero = scope.current;
      const strip = hero?.querySelector<HTMLElement>(".hero-words");
      const entries = strip?.children.length ?? 0;
      if (!hero || !strip || entries < 2) return;
      whileMotionAllowed(() => {
        const { duration, stagger } = MOTION.heroHeadline;
        const { hold, slide } = MOTION.heroWords;
        const cycle = gsap.timeline({ repeat: -1, delay: duration + stagger * 2, paused: true });
        // yPercent is relative to the strip, which is exactly `entries` slots tall.
        for (let step = 1; step <= entries / 2; step++) {
          cycle.to(strip, { yPercent: (-100 * step) / entries, duration: slide, ease: "power2.inOut" }, `+=${hold}`);
        }
        cycle.set(strip, { yPercent: 0 });
        return watchVisibility(hero, (visible) => (visible ? cycle.resume() : cycle.pause()));
      });
    },
    { scope },
  );
}
