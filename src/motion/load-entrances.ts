import type { Played } from "./entrances";
import { dropStartStates, startStatesShown } from "./start-states";
import { MOTION } from "./timings";
import { onReach } from "./viewport";

type Entrances = typeof import("./entrances");

let loading: Promise<Entrances | undefined> | undefined;

/**
 * The entrances and gsap, in a chunk of their own. Evaluated with the page's code, gsap made one task of about
 * 60 ms on a phone during load; now the first section to hydrate starts the download, and the chunk runs in a task
 * of its own, long before the visitor scrolls to an entrance. If it cannot load, the items waiting in their start
 * state are shown as they are, as when the page's scripts fail.
 */
export function loadEntrances() {
  // Started from a task of its own: inserting the chunk's scripts took 10-15 ms of the task that runs the page's
  // effects after hydration, on a phone.
  loading ??= new Promise((resolve) => setTimeout(resolve, 0))
    .then(() => import(/* webpackChunkName: "entrances" */ "./entrances"))
    .catch(() => {
      dropStartStates();
      return undefined;
    });
  return loading;
}

/**
 * Starts loading the entrances and, as `elements` reach `triggerLine` (viewport.ts), plays `play` with them once
 * they have arrived. If they have not arrived within MOTION.entranceCodeWaitMs of an element being reached (a slow
 * network), the visitor is not kept looking at a blank: every item is shown as it is, as when the code fails.
 * Returns the cleanup: it stops watching and reverts what was played, leaving the items as the CSS draws them.
 */
export function enterWhenReached(
  elements: readonly Element[],
  triggerLine: string,
  play: (entrances: Entrances, reached: Element[]) => Played[],
) {
  const entrances = loadEntrances();
  const played: Played[] = [];
  let stopped = false;
  // The first reach decides: showing everything is one step for the whole page, so later reaches add no wait.
  let wait: ReturnType<typeof setTimeout> | undefined;
  let arrived = false;
  void entrances.then(() => {
    arrived = true;
    clearTimeout(wait);
  });
  const stopWatching = onReach(elements, triggerLine, (reached) => {
    if (!arrived) wait ??= setTimeout(dropStartStates, MOTION.entranceCodeWaitMs);
    void entrances.then((loaded) => {
      if (loaded && !stopped && startStatesShown()) played.push(...play(loaded, reached));
    });
  });
  return () => {
    stopped = true;
    stopWatching();
    clearTimeout(wait);
    played.forEach((tween) => tween.revert());
  };
}
