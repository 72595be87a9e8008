import { globalHistory } from "@reach/router";
import type { GatsbyBrowser } from "gatsby";
import { leaveFirstPage } from "./src/motion/first-page";
import { markScriptsStarted } from "./src/motion/start-states";
import { holdLocationUpdates } from "./src/start/hold-location-updates";
import { hydration } from "./src/start/hydration";
import { nextTask } from "./src/start/next-task";
import "./src/styles/global.css";

// Before Gatsby's router subscribes, location changes learn to wait until the page can take them. And Gatsby's
// start-up (the evaluation of its modules and this site's, 30-40 ms on a phone) would also run what Gatsby does next,
// up to asking for the page's data: Gatsby waits for the returned promise, so that part runs in a task of its own.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  markScriptsStarted();
  heldUpdates = holdLocationUpdates({
    history: globalHistory,
    hydration,
    loadPage: (path) => window.___loader.loadPage(path),
  });
  return nextTask();
};

let heldUpdates: ReturnType<typeof holdLocationUpdates> | undefined;

// A change within the page that waited for hydration does not scroll: the browser already has.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  !heldUpdates?.arrivedLate(routerProps.location.href);

// Gatsby prefetches other pages' data with <link rel="prefetch">, which Firefox checks against the CSP's
// default-src 'none' and blocks. Without it, Gatsby still fetches a page's data (connect-src 'self') as soon
// as the visitor hovers or touches a link to it.
export const disableCorePrefetching: GatsbyBrowser["disableCorePrefetching"] = () => true;

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) leaveFirstPage();
};
