import { globalHistory } from "@reach/router";
import type { GatsbyBrowser } from "gatsby";
import { leaveFirstPage } from "./src/motion/first-page";
import { markScriptsStarted } from "./src/motion/start-states";
import { hydration } from "./src/start/hydration";
import { nextTask } from "./src/start/next-task";
import { holdSamePageUpdatesUntil } from "./src/start/same-page-updates";
import "./src/styles/global.css";

// Gatsby's start-up (the evaluation of its modules and this site's, 30-40 ms on a phone) would also run what Gatsby
// does next, up to asking for the page's data: Gatsby waits for this promise, so that part runs in a task of its own.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  markScriptsStarted();
  holdSamePageUpdatesUntil(hydration.whenHydrated, globalHistory);
  return nextTask();
};

// Gatsby prefetches other pages' data with <link rel="prefetch">, which Firefox checks against the CSP's
// default-src 'none' and blocks. Without it, Gatsby still fetches a page's data (connect-src 'self') as soon
// as the visitor hovers or touches a link to it.
export const disableCorePrefetching: GatsbyBrowser["disableCorePrefetching"] = () => true;

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) leaveFirstPage();
};
