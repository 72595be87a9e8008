let firstPage = true;

/**
 * True while the document still shows the page it was loaded with. The headline's entrance belongs to that
 * first paint; a page reached by in-app navigation renders it in place.
 */
export const isFirstPage = () => firstPage;

/** Called on the first in-app navigation (gatsby-browser.tsx). */
export const leaveFirstPage = () => {
  firstPage = false;
};
