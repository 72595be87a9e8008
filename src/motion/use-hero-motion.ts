import type { RefObject } from "react";
import { gsap, ScrollTrigger, useGSAP } from "./gsap";
import { useMotionAllowed } from "./use-motion-allowed";
import { whenIdle } from "./when-idle";
import { MOTION } from "./timings";

/**
 * The headline's lines rise in, staggered; the word strip then steps through
 * its entries. The strip holds the words twice, so after the first half it
 * sits exactly where it started and jumps back without a visible seam.
 */
export function useHeroMotion(scope: RefObject<HTMLElement | null>) {
  const allowed = useMotionAllowed();
  useGSAP(
    (_context, contextSafe) => {
      if (!allowed || !contextSafe) return;
      const { duration, stagger, fromY } = MOTION.heroHeadline;
      gsap.from(".hero-line", { y: fromY, opacity: 0, duration, stagger, ease: "power3.out" });

      const strip = scope.current?.querySelector<HTMLElement>(".hero-words");
      const entries = strip?.children.length ?? 0;
      if (!strip || entries < 2) return;
      const steps = entries / 2;
      const { hold, slide } = MOTION.heroWords;
      const cycle = gsap.timeline({ repeat: -1, delay: duration + stagger * 2 });
      for (let step = 1; step <= steps; step++) {
        cycle.to(strip, { yPercent: (-100 * step) / entries, duration: slide, ease: "power2.inOut" }, `+=${hold}`);
      }
      cycle.set(strip, { yPercent: 0 });
      // No work while the hero is off-screen (measured when idle, out of the hydration task).
      return whenIdle(
        contextSafe(() => {
          ScrollTrigger.create({
            trigger: scope.current,
            start: "top bottom",
            end: "bottom top",
            onToggle: (self) => (self.isActive ? cycle.resume() : cycle.pause()),
          });
        }),
      );
    },
    { scope, dependencies: [allowed], revertOnUpdate: true },
  );
}
