import type { History, HistoryListenerParameter } from "@reach/router";
import type { HydrationWatch } from "./hydration";

/** How long a change within the page waits for hydration at most: a late React #421 beats a router that never moves. */
export const MAX_HOLD_MS = 10_000;

interface HoldOptions {
  /** reach-router's history, whose listeners Gatsby's router subscribes. */
  history: History;
  hydration: Pick<HydrationWatch, "hydrating" | "whenHydrated">;
  /** Gatsby's loader: resolves once a page's data and component are in. */
  loadPage: (path: string) => Promise<unknown>;
}

/**
 * Gatsby's router renders the whole tree again on every location change, and every section still being hydrated
 * then makes React report error #421 (src/start/hydration.ts). So the router hears of a change only when the page can
 * take it:
 * - a change within the page (an anchor link, the skip link, back or forward between them) once every section has
 *   hydrated; only the latest of those is delivered;
 * - a move to another page once Gatsby has that page: the render then replaces the whole page, unhydrated sections
 *   included. A link loads the page before it changes the URL; Back after a reload may not have it yet.
 * Returns `arrivedLate`, for shouldUpdateScroll: the browser has already scrolled for a change within the page, and the
 * visitor may have scrolled on since, so a late one must not scroll again.
 */
export function holdLocationUpdates({ history, hydration, loadPage }: HoldOptions) {
  let lateHref: string | null = null;
  const listen = history.listen;

  history.listen = (listener) => {
    let shownPath = history.location.pathname;
    let latest: HistoryListenerParameter | null = null;
    let stopped = false;

    const deliver = (update: HistoryListenerParameter, late: boolean) => {
      if (stopped || update !== latest) return;
      latest = null;
      shownPath = update.location.pathname;
      lateHref = late && update.action === "POP" ? update.location.href : null;
      listener(update);
    };

    const unlisten = listen.call(history, (update) => {
      latest = update;
      const { pathname, search } = update.location;
      if (pathname !== shownPath) {
        const deliverNow = () => deliver(update, false);
        loadPage(pathname + search).then(deliverNow, deliverNow);
      } else if (!hydration.hydrating()) {
        deliver(update, false);
      } else {
        // reach-router replaces, rather than pushes, every navigation while one is still under way: this one is done.
        if (update.action === "PUSH") (history as { _onTransitionComplete?: () => void })._onTransitionComplete?.();
        hydration.whenHydrated(() => deliver(update, true));
        setTimeout(() => deliver(update, true), MAX_HOLD_MS);
      }
    });
    return () => {
      stopped = true;
      unlisten();
    };
  };

  return { arrivedLate: (href: string) => href === lateHref };
}
