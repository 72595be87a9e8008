import type { RefObject } from "react";
import type { Played } from "./entrances";
import { loadEntrances } from "./load-entrances";
import { startStatesShown } from "./start-states";
import { MOTION } from "./timings";
import { useWhileMotionAllowed } from "./use-while-motion-allowed";
import { onReach } from "./viewport";

/**
 * Each `.counter-value` (painted as 0 from the first paint) counts up to its `data-value` in whole numbers once
 * the section's top reaches the trigger line, once only. Text is written straight to the node: no React render
 * per frame. Screen readers read the final value beside it all along.
 */
function countWhenReached(section: HTMLElement) {
  if (!startStatesShown()) return;
  const entrances = loadEntrances();
  const counters = [...section.querySelectorAll<HTMLElement>(".counter-value")];
  const played: Played[] = [];
  let stopped = false;
  const stopWatching = onReach([section], MOTION.counters.triggerLine, () => {
    void entrances.then((loaded) => {
      if (loaded && !stopped) played.push(...counters.map(loaded.countUp));
    });
  });
  return () => {
    stopped = true;
    stopWatching();
    played.forEach((tween) => tween.kill());
  };
}

export function useCounterMotion(scope: RefObject<HTMLElement | null>) {
  useWhileMotionAllowed(scope, countWhenReached);
}
