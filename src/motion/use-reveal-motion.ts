import type { RefObject } from "react";
import { gsap, useGSAP, whileMotionAllowed } from "./gsap";
import { startStatesShown } from "./start-states";
import { onReach } from "./viewport";

export interface Reveal {
  /** Items inside the scope, marked `reveal` so that the CSS paints their start state; revealed in document order. */
  items: string;
  /** How far below their place the items start, in px (the section's --reveal-from-y, which the CSS reads). */
  fromY: number;
  duration: number;
  stagger: number;
  /** Where a top must reach to start the entrance, measured up from the viewport bottom ("50%", "100px"). */
  triggerLine: string;
  /** "section": every item enters when the section's top reaches the line; "item": each item when its own top does. */
  trigger: "section" | "item";
}

/**
 * Items fade in and rise to their place, staggered. Their start state (transparent, shifted down by the
 * section's --reveal-from-y) is in the CSS from the first paint; this only plays the way in.
 */
export function useRevealMotion(scope: RefObject<HTMLElement | null>, reveal: Reveal) {
  useGSAP(
    () => {
      const section = scope.current;
      if (!section || !startStatesShown()) return;
      const { items, duration, stagger, triggerLine, trigger } = reveal;
      whileMotionAllowed((_context, contextSafe) => {
        const targets = gsap.utils.toArray<HTMLElement>(items, section);
        const enter = contextSafe((entering: Element[]) => {
          gsap.to(entering, { opacity: 1, y: 0, duration, stagger, ease: "power2.out" });
        });
        if (trigger === "section") return onReach([section], triggerLine, () => enter(targets));
        return onReach(targets, triggerLine, enter);
      });
    },
    { scope },
  );
}
