import type { RefObject } from "react";
import { gsap, useGSAP } from "./gsap";
import { useMotionAllowed } from "./use-motion-allowed";
import { whenIdle } from "./when-idle";

interface Reveal {
  /** Items inside the scope, revealed in document order. */
  items: string;
  duration: number;
  stagger: number;
  fromY: number;
  /** ScrollTrigger start for the scope element, e.g. "top center". */
  start: string;
}

/** Items fade in and rise from `fromY` px below, staggered, when the section reaches `start`. */
export function useRevealMotion(scope: RefObject<HTMLElement | null>, { items, duration, stagger, fromY, start }: Reveal) {
  const allowed = useMotionAllowed();
  useGSAP(
    (_context, contextSafe) => {
      if (!allowed || !contextSafe) return;
      // The hidden start state is written now; the trigger, which reads layout, is set up when idle.
      gsap.set(items, { opacity: 0, y: fromY });
      return whenIdle(
        contextSafe(() => {
          gsap.to(items, {
            opacity: 1,
            y: 0,
            duration,
            stagger,
            ease: "power2.out",
            scrollTrigger: { trigger: scope.current, start, once: true },
          });
        }),
      );
    },
    { scope, dependencies: [allowed], revertOnUpdate: true },
  );
}
