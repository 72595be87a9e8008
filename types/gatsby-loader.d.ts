/** Gatsby's page loader, which its browser runtime puts on `window` (`.cache/production-app`). */
interface Window {
  ___loader: {
    /** Resolves once the page's data and component are in. */
    loadPage(path: string): Promise<unknown>;
  };
}
