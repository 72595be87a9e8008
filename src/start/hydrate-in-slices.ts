import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/** The page the server's HTML shows, as Gatsby's router knows it (the path and query, not the hash). */
const currentPage = () => window.location.pathname + window.location.search;

let hydratedPage: string | undefined;

/**
 * Gatsby's hydration, as a transition. React hydrates a root in one task, long enough on a phone to block a tap, unless
 * the work is a transition: then it yields to the browser every few milliseconds. A tap or key press that arrives
 * meanwhile makes React finish hydrating at once and then handle it. Nothing commits before the whole page has
 * hydrated, so Gatsby's router starts listening only then, and no location change meets half-hydrated HTML.
 * A page without server HTML (`gatsby develop`) is rendered, as Gatsby's own function does.
 */
export function hydrateInSlices(element: ReactElement, container: Element | null) {
  if (!container) return;
  if (!container.querySelector("#gatsby-focus-wrapper > *")) {
    createRoot(container).render(element);
    return;
  }
  hydratedPage = currentPage();
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

/**
 * Once the hydrated page has committed: if the visitor moved to another page meanwhile (Back right after a reload),
 * Gatsby's router, which was not listening yet, still shows the old one, so it is shown the new one.
 */
export function followMoveDuringHydration(navigate: (to: string, options: { replace: boolean }) => unknown) {
  if (hydratedPage !== undefined && currentPage() !== hydratedPage) void navigate(currentPage(), { replace: true });
  hydratedPage = undefined;
}
