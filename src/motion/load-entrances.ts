import { dropStartStates } from "./start-states";

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
