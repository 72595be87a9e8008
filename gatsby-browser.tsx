import { navigate, type GatsbyBrowser } from "gatsby";
import type { Renderer } from "react-dom";
import type { PagePrefix } from "./src/content/page-language";
import { leaveFirstPage } from "./src/motion/first-page";
import { markScriptsStarted } from "./src/motion/start-states";
import { followMoveDuringHydration, hydrateInSlices } from "./src/start/hydrate-in-slices";
import { nextTask } from "./src/start/next-task";
import "./src/styles/global.css";

/** The site's languages, in `npm start` alone (gatsby-node.ts). */
declare const SITE_LANGUAGES: readonly PagePrefix[];

// Gatsby waits for the returned promise before it loads the page's data and component, so that work runs in a task
// of its own rather than lengthening the one that evaluated the bundles.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // `npm start`: a mistake in content/ is shown over the page in the content check's words (not in the production bundle).
  if (process.env.NODE_ENV === "development") {
    void import("./src/content/content-problems-overlay").then(({ showContentProblems }) => showContentProblems());
    // It serves every page in one shell, the first language's: each takes its own language, as the build writes it.
    void import("./src/content/page-language").then(({ htmlLanguage, languageOf }) => {
      const { lang, dir = "ltr" } = htmlLanguage(languageOf(SITE_LANGUAGES, location.pathname));
      Object.assign(document.documentElement, { lang, dir });
    });
  }
  markScriptsStarted();
  return nextTask();
};

// Once React has committed the hydrated page: <html> says so (its controls work, its effects have run), and a move to
// another page made while it hydrated is followed.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "";
  followMoveDuringHydration(navigate);
};

// Gatsby types this as React 17's render(), overloads and all; it calls it with its app's element and the container.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as Renderer;

// Gatsby prefetches other pages' data with <link rel="prefetch">, which Firefox checks against the CSP's
// default-src 'none' and blocks. Without it, Gatsby still fetches a page's data (connect-src 'self') as soon
// as the visitor hovers or touches a link to it.
export const disableCorePrefetching: GatsbyBrowser["disableCorePrefetching"] = () => true;

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) leaveFirstPage();
};
