import { useGSAP } from "@gsap/react";
import { gsap } from "gsap";
import { MOTION_OK } from "./motion-allowed";

// The single place gsap is imported from. Scroll triggers use IntersectionObserver (viewport.ts), so no
// ScrollTrigger: the first view loads no code that only matters once the visitor scrolls.
if (typeof window !== "undefined") {
  gsap.registerPlugin(useGSAP);
}

type SetUp = (
  context: gsap.Context,
  contextSafe: <F extends (...args: never[]) => unknown>(fn: F) => F,
) => void | (() => void);

/**
 * Runs `setUp` while the visitor lets things move, through gsap.matchMedia: when they switch to reduced motion,
 * everything it started is reverted (inline styles removed, so the CSS shows the final state), and it runs
 * again if they switch back. Called inside useGSAP, which reverts it on unmount. Work started later (from an
 * observer's callback) must go through `contextSafe` to be reverted with it.
 */
export function whileMotionAllowed(setUp: SetUp) {
  gsap.matchMedia().add(MOTION_OK, setUp as gsap.ContextFunc);
}

export { gsap, useGSAP };
