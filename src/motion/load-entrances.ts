import type { Played } from "./entrances";
import { dropStartStates } from "./start-states";
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
  loading ??= import(/* webpackChunkName: "entrances" */ "./entrances").catch(() => {
    dropStartStates();
    return undefined;
  });
  return loading;
}

/**
 * Starts loading the entrances and, as `elements` reach `triggerLine` (viewport.ts), plays `play` with them once
 * they have arrived. Returns the cleanup: it stops watching and reverts what was played, leaving the items as the
 * CSS draws them.
 */
export function enterWhenReached(
  elements: readonly Element[],
  triggerLine: string,
  play: (entrances: Entrances, reached: Element[]) => Played[],
) {
  const entrances = loadEntrances();
  const played: Played[] = [];
  let stopped = false;
  const stopWatching = onReach(elements, triggerLine, (reached) => {
    void entrances.then((loaded) => {
      if (loaded && !stopped) played.push(...play(loaded, reached));
    });
  });
  return () => {
    stopped = true;
    stopWatching();
    played.forEach((tween) => tween.revert());
  };
}
