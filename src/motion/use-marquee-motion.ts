import { useEffect, useRef, type RefObject } from "react";
import { gsap, useGSAP, whileMotionAllowed } from "./gsap";
import { MOTION } from "./timings";
import { watchVisibility } from "./viewport";
import { whenIdle } from "./when-idle";

/**
 * Moves the doubled track left by exactly one copy's width, forever: at the
 * end the second copy stands where the first began, so the loop has no seam.
 * Paused while hovered or focused, while off-screen, and while `stopped`
 * (the visitor's pause button).
 */
export function useMarqueeMotion(scope: RefObject<HTMLElement | null>, stopped: boolean) {
  const stoppedRef = useRef(stopped);
  const setStopped = useRef<(value: boolean) => void>(() => {});
  useEffect(() => {
    stoppedRef.current = stopped;
    setStopped.current(stopped);
  }, [stopped]);
  useGSAP(
    () => {
      const root = scope.current;
      const track = root?.querySelector<HTMLElement>(".marquee-track");
      const copy = root?.querySelector<HTMLElement>(".marquee-list");
      if (!root || !track || !copy) return;
      whileMotionAllowed((_context, contextSafe) => {
        // Nothing to hide first: the whole set-up, which reads layout, waits until the browser is idle.
        let stopLoop = () => {};
        const cancel = whenIdle(
          contextSafe(() => {
            const loop = startLoop(root, track, copy, stoppedRef.current);
            stopLoop = loop.stop;
            setStopped.current = loop.setStopped;
          }),
        );
        return () => {
          cancel();
          stopLoop();
          setStopped.current = () => {};
        };
      });
    },
    { scope },
  );
}

/** Starts the loop and its play/pause rules. */
function startLoop(root: HTMLElement, track: HTMLElement, copy: HTMLElement, stopped: boolean) {
  // The track holds two identical copies, so -50% is exactly one copy's
  // width, whatever the font or viewport does to it later.
  const loop = gsap.to(track, {
    xPercent: -50,
    duration: copy.getBoundingClientRect().width / MOTION.marquee.pixelsPerSecond,
    ease: "none",
    repeat: -1,
    paused: true,
  });
  const state = { visible: false, hovered: false, focused: false, stopped };
  const update = () =>
    state.visible && !state.hovered && !state.focused && !state.stopped ? loop.play() : loop.pause();
  const set = (key: "hovered" | "focused" | "stopped", value: boolean) => () => {
    state[key] = value;
    update();
  };
  const listeners: [string, () => void][] = [
    ["pointerenter", set("hovered", true)],
    ["pointerleave", set("hovered", false)],
    ["focusin", set("focused", true)],
    ["focusout", set("focused", false)],
  ];
  const stopWatching = watchVisibility(root, (visible) => {
    state.visible = visible;
    update();
  });
  // Hover and focus count on the strip itself, not on its pause button, which must act at once.
  const strip = track.parentElement ?? root;
  listeners.forEach(([type, listener]) => strip.addEventListener(type, listener));
  return {
    setStopped: (value: boolean) => set("stopped", value)(),
    stop: () => {
      stopWatching();
      listeners.forEach(([type, listener]) => strip.removeEventListener(type, listener));
    },
  };
}
