import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { leaveFirstPage } from "./src/motion/first-page";
import { markScriptsStarted } from "./src/motion/start-states";
import "./src/styles/global.css";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => markScriptsStarted();

// Gatsby prefetches other pages' data with <link rel="prefetch">, which Firefox checks against the CSP's
// default-src 'none' and blocks. Without it, Gatsby still fetches a page's data (connect-src 'self') as soon
// as the visitor hovers or touches a link to it.
export const disableCorePrefetching: GatsbyBrowser["disableCorePrefetching"] = () => true;

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) leaveFirstPage();
};

// Hydration as a transition: React then yields to the browser every few milliseconds instead of hydrating the
// page's shell in one task (about 100 ms on a phone), and a visitor's click or key still goes first. The server's
// HTML is already the final paint, so nothing waits on it. `gatsby develop` serves an empty container: render there.
function hydrateAsTransition(element: ReactNode, container: Element) {
  if (!container.hasChildNodes()) return createRoot(container).render(element);
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

// Gatsby's type is React 17's render(); Gatsby only calls the function with (element, container).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateAsTransition as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
