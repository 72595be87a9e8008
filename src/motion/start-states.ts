import { MOTION } from "./timings";

/**
 * Entrances (counters, reveals on scroll) are painted in their start state from the first paint, before any
 * script runs, so that hydration never hides what was already shown. An inline script in the head marks <html>
 * with `js` before the first paint, and the CSS (global.css) draws start states only under it. Without scripts
 * the class never appears and everything shows as it is; if the page's scripts have not started within
 * MOTION.startStateFailsafeMs (blocked or failed), the inline script removes the class again.
 */
const SHOWING = "js";
const STARTED = "js-started";

/** The inline script, written into every page's head by gatsby-ssr.tsx (its hash goes into the CSP). */
export const startStatesScript = () =>
  `(function(h){h.classList.add("${SHOWING}");setTimeout(function(){h.classList.contains("${STARTED}")||h.classList.remove("${SHOWING}")},${MOTION.startStateFailsafeMs})})(document.documentElement)`;

/** Called as soon as the page's scripts run (gatsby-browser.tsx), which disarms the failsafe. */
export const markScriptsStarted = () => document.documentElement.classList.add(STARTED);

/** Shows everything as it is, without entrances (the entrance code could not load). */
export const dropStartStates = () => document.documentElement.classList.remove(SHOWING);

/** Whether the start states are on screen, i.e. whether entrances should play. */
export const startStatesShown = () => document.documentElement.classList.contains(SHOWING);
