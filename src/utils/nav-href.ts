/**
 * Where a nav item points from the current page. Routes ("/projects") stay as they are; anchors ("#work") stay in-page
 * on home and become a full navigation to home plus the anchor ("/#work", through `local`: "/de/#work") everywhere
 * else.
 */
export function navHref(link: string, isHome: boolean, local: (path: string) => string = (path) => path): string {
  if (link.startsWith("#") && !isHome) return local(`/${link}`);
  return link;
}

export const isRoute = (link: string) => link.startsWith("/") && !link.startsWith("/#");

/** Gatsby serves every page with a trailing slash. */
export const withTrailingSlash = (route: string) => (route.endsWith("/") ? route : `${route}/`);
