import type { RefObject } from "react";
import { gsap, ScrollTrigger, useGSAP } from "./gsap";
import { useMotionAllowed } from "./use-motion-allowed";
import { MOTION } from "./timings";
import { whenIdle } from "./when-idle";

/**
 * Moves the doubled track left by exactly one copy's width, forever: at the
 * end the second copy stands where the first began, so the loop has no seam.
 * Paused while hovered or focused, and while off-screen.
 */
export function useMarqueeMotion(scope: RefObject<HTMLElement | null>) {
  const allowed = useMotionAllowed();
  useGSAP(
    (_context, contextSafe) => {
      const root = scope.current;
      const track = root?.querySelector<HTMLElement>(".marquee-track");
      const copy = root?.querySelector<HTMLElement>(".marquee-list");
      if (!allowed || !root || !track || !copy || !contextSafe) return;
      // Nothing to hide first: the whole set-up, which reads layout, waits until the browser is idle.
      let removeListeners = () => {};
      const cancel = whenIdle(
        contextSafe(() => {
          removeListeners = startLoop(root, track, copy);
        }),
      );
      return () => {
        cancel();
        removeListeners();
      };
    },
    { scope, dependencies: [allowed], revertOnUpdate: true },
  );
}

/** Starts the paused loop and its play/pause rules; returns a function that removes its listeners. */
function startLoop(root: HTMLElement, track: HTMLElement, copy: HTMLElement) {
  // The track holds two identical copies, so -50% is exactly one copy's
  // width, whatever the font or viewport does to it later.
  const loop = gsap.to(track, {
    xPercent: -50,
    duration: copy.getBoundingClientRect().width / MOTION.marquee.pixelsPerSecond,
    ease: "none",
    repeat: -1,
    paused: true,
  });
  const state = { visible: false, hovered: false, focused: false };
  const update = () => (state.visible && !state.hovered && !state.focused ? loop.play() : loop.pause());
  const set = (key: "hovered" | "focused", value: boolean) => () => {
    state[key] = value;
    update();
  };
  const listeners: [string, () => void][] = [
    ["pointerenter", set("hovered", true)],
    ["pointerleave", set("hovered", false)],
    ["focusin", set("focused", true)],
    ["focusout", set("focused", false)],
  ];
  ScrollTrigger.create({
    trigger: root,
    start: "top bottom",
    end: "bottom top",
    onToggle: (self) => {
      state.visible = self.isActive;
      update();
    },
  });
  listeners.forEach(([type, listener]) => root.addEventListener(type, listener));
  return () => listeners.forEach(([type, listener]) => root.removeEventListener(type, listener));
}
