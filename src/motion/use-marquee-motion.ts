import { useCallback, useEffect, useRef, type RefObject } from "react";
import { controlLoop, type LoopControl } from "./loop-control";
import { MOTION } from "./timings";
import { useWhileMotionAllowed } from "./use-while-motion-allowed";
import { whenIdle } from "./when-idle";

/**
 * Moves the doubled track by exactly one copy's width, forever, as a Web Animation (the compositor runs it; no script
 * runs per frame): at the end the second copy stands where the first began, so the loop has no seam. It moves the way
 * the page reads, the next items coming in at the end of the line: leftwards, or rightwards on a right-to-left page.
 * Held still while hovered or focused, while off-screen or the tab hidden, and while `stopped` (the visitor's
 * pause button).
 */
export function useMarqueeMotion(scope: RefObject<HTMLElement | null>, stopped: boolean) {
  const stoppedRef = useRef(stopped);
  const control = useRef<LoopControl>();
  useEffect(() => {
    stoppedRef.current = stopped;
    control.current?.hold("stopped", stopped);
  }, [stopped]);
  const setUp = useCallback((root: HTMLElement) => {
    const track = root.querySelector<HTMLElement>(".marquee-track");
    const copy = root.querySelector<HTMLElement>(".marquee-list");
    if (!track || !copy) return;
    // The set-up reads layout (a copy's width), so it waits until the browser is idle.
    let stopLoop = () => {};
    const cancel = whenIdle(() => {
      const loop = startLoop(track, copy);
      loop.hold("stopped", stoppedRef.current);
      control.current = loop;
      stopLoop = loop.stop;
    });
    return () => {
      cancel();
      stopLoop();
      control.current = undefined;
    };
  }, []);
  useWhileMotionAllowed(scope, setUp);
}

function startLoop(track: HTMLElement, copy: HTMLElement): LoopControl {
  // The track holds two identical copies, so 50% is exactly one copy's width, whatever the font or viewport does to it
  // later. On a right-to-left page the second copy stands to the left of the first.
  const towards = getComputedStyle(track).direction === "rtl" ? "50%" : "-50%";
  const animation = track.animate([{ transform: "translateX(0)" }, { transform: `translateX(${towards})` }], {
    duration: (copy.getBoundingClientRect().width / MOTION.marquee.pixelsPerSecond) * 1000,
    iterations: Infinity,
  });
  const loop = controlLoop(animation, track);
  // Hover and focus count on the strip itself, not on its pause button, which must act at once.
  const strip = track.parentElement ?? track;
  const listeners: [string, () => void][] = [
    ["pointerenter", () => loop.hold("hovered", true)],
    ["pointerleave", () => loop.hold("hovered", false)],
    ["focusin", () => loop.hold("focused", true)],
    ["focusout", () => loop.hold("focused", false)],
  ];
  listeners.forEach(([type, listener]) => strip.addEventListener(type, listener));
  return {
    hold: loop.hold,
    stop: () => {
      listeners.forEach(([type, listener]) => strip.removeEventListener(type, listener));
      loop.stop();
    },
  };
}
