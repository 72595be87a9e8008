import type { History, HistoryListenerParameter } from "@reach/router";

/**
 * Gatsby's router renders the whole page again whenever the location changes, including when only the hash does
 * (an anchor link, the skip link, back or forward between them). Such a change now waits until every section of the
 * page has hydrated, and only the latest one is delivered. A move to another page goes through at once: it replaces
 * the page, sections still being hydrated included, and any change still held for the old page is dropped.
 */
export function holdSamePageUpdatesUntil(whenHydrated: (callback: () => void) => void, history: History) {
  const listen = history.listen;
  history.listen = (listener) => {
    let shownPath = history.location.pathname;
    let held: HistoryListenerParameter | null = null;
    const deliverHeld = () => {
      const update = held;
      held = null;
      if (update) listener(update);
    };
    return listen.call(history, (update) => {
      if (update.location.pathname !== shownPath) {
        held = null;
        shownPath = update.location.pathname;
        listener(update);
        return;
      }
      const alreadyWaiting = held !== null;
      held = update;
      if (!alreadyWaiting) whenHydrated(deliverHeld);
    });
  };
}
