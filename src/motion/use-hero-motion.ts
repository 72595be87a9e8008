import type { RefObject } from "react";
import { controlLoop } from "./loop-control";
import { wordCycleKeyframes } from "./word-cycle-keyframes";
import { MOTION } from "./timings";
import { useWhileMotionAllowed } from "./use-while-motion-allowed";

/**
 * The rotating word: once the headline has entered, the strip steps up by exactly one entry at a time, forever, as
 * a Web Animation (the compositor runs it; no script runs per frame). It holds still while the hero is off-screen
 * or the tab hidden. (The headline's own entrance is a CSS animation.)
 */
function rotateWords(hero: HTMLElement) {
  const strip = hero.querySelector<HTMLElement>(".hero-words");
  const entries = strip?.children.length ?? 0;
  if (!strip || entries < 2) return;
  const { duration, stagger } = MOTION.heroHeadline;
  const { hold, slide } = MOTION.heroWords;
  const animation = strip.animate(wordCycleKeyframes(entries, hold, slide), {
    duration: (entries / 2) * (hold + slide) * 1000,
    delay: (duration + stagger * 2) * 1000,
    iterations: Infinity,
  });
  return controlLoop(animation, hero).stop;
}

export function useHeroMotion(scope: RefObject<HTMLElement | null>) {
  useWhileMotionAllowed(scope, rotateWords);
}
