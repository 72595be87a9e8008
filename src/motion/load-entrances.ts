import type { Played } from "./entrances";
import { dropStartStates, startStatesShown } from "./start-states";
import { MOTION } from "./timings";
import { onReach } from "./viewport";
import { nextTask } from "../start/next-task";

type Entrances = typeof import("./entrances");

let loading: Promise<Entrances | undefined> | undefined;
let arrived = false;
let watchingMoves = false;

/**
 * The entrances and gsap, in a chunk of their own, fetched only once the visitor shows they are moving through the
 * page (see loadOnFirstMove). A visitor who reads the first view and leaves never pays for it, and while the first
 * view loads, its evaluation (60-140 ms on a phone) and its download stay out of the way. If it cannot load, the
 * items waiting in their start state are shown as they are, as when the page's scripts fail.
 */
export function loadEntrances() {
  // Started from a task of its own: inserting the chunk's scripts took 10-15 ms of the task that runs the page's
  // effects after hydration, on a phone.
  loading ??= nextTask()
    .then(() => import(/* webpackChunkName: "entrances" */ "./entrances"))
    .catch(() => {
      dropStartStates();
      return undefined;
    })
    .finally(() => (arrived = true));
  return loading;
}

/** What shows that the visitor is on the move: any scroll (wheel, touch, keys, scrollbar, a link), a tap, a key. */
const FIRST_MOVES = ["scroll", "pointerdown", "keydown"] as const;

/**
 * Starts loading the entrances at the visitor's first move. The nearest entrance (the counters, just below the
 * first view on a phone) plays after a scroll of half a screen, so the code is there before it on any usable link;
 * an element reached sooner (a page opened scrolled down) asks for it at once (enterWhenReached).
 */
function loadOnFirstMove() {
  if (watchingMoves || loading) return;
  watchingMoves = true;
  const load = () => {
    FIRST_MOVES.forEach((type) => window.removeEventListener(type, load, true));
    void loadEntrances();
  };
  if (window.scrollY > 0) load();
  else FIRST_MOVES.forEach((type) => window.addEventListener(type, load, { capture: true, passive: true }));
}

/**
 * As `elements` reach `triggerLine` (viewport.ts), plays `play` with them once the entrance code has arrived
 * (loaded from the visitor's first move, or from the first reach). If it has not arrived within
 * MOTION.entranceCodeWaitMs of an element being reached (a slow network), the visitor is not kept looking at a
 * blank: every item is shown as it is, as when the code fails.
 * Returns the cleanup: it stops watching and reverts what was played, leaving the items as the CSS draws them.
 */
export function enterWhenReached(
  elements: readonly Element[],
  triggerLine: string,
  play: (entrances: Entrances, reached: Element[]) => Played[],
) {
  loadOnFirstMove();
  const played: Played[] = [];
  let stopped = false;
  // The first reach decides: showing everything is one step for the whole page, so later reaches add no wait.
  let wait: ReturnType<typeof setTimeout> | undefined;
  const stopWatching = onReach(elements, triggerLine, (reached) => {
    if (!arrived) wait ??= setTimeout(dropStartStates, MOTION.entranceCodeWaitMs);
    void loadEntrances().then((loaded) => {
      clearTimeout(wait);
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
