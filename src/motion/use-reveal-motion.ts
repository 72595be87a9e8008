import { useCallback, type RefObject } from "react";
import { enterWhenReached } from "./load-entrances";
import { startStatesShown } from "./start-states";
import { useWhileMotionAllowed } from "./use-while-motion-allowed";

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
 * section's --reveal-from-y) is in the CSS from the first paint; this only plays the way in. When motion is
 * turned off (or the section unmounts) the entrances are reverted, leaving the items as the CSS draws them.
 */
export function useRevealMotion(scope: RefObject<HTMLElement | null>, reveal: Reveal) {
  const { items, duration, stagger, triggerLine, trigger } = reveal;
  const setUp = useCallback(
    (section: HTMLElement) => {
      if (!startStatesShown()) return;
      const targets = [...section.querySelectorAll(items)];
      const timing = { duration, stagger };
      return trigger === "section"
        ? enterWhenReached([section], triggerLine, ({ rise }) => [rise(targets, timing)])
        : enterWhenReached(targets, triggerLine, ({ rise }, reached) => [rise(reached, timing)]);
    },
    [items, duration, stagger, triggerLine, trigger],
  );
  useWhileMotionAllowed(scope, setUp);
}
