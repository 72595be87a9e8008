import type { GatsbyBrowser } from "gatsby";
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
