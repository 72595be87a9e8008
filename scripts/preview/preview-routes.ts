/**
 * The pages of a deploy preview, read from the sitemap its build wrote (gatsby-plugin-sitemap: /sitemap-index.xml,
 * which names /sitemap-0.xml and any further part). The sitemap lists every page the build made, whatever made it:
 * the content's case studies, src/pages, the CV. So the preview check audits a new project or page with no list to
 * keep up to date, and only pages this very preview serves.
 */

export const SITEMAP_INDEX = "/sitemap-index.xml";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Every <loc> of a sitemap or sitemap index, entities decoded. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map(([, loc]) =>
    loc.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]),
  );
}

/**
 * The path of a <loc>. Its host is siteUrl's (the production site) on every build, previews included, so only its
 * path is kept and read from the preview.
 */
const pathOf = (loc: string) => {
  const url = new URL(loc);
  return `${url.pathname}${url.search}`;
};

export interface RoutesOptions {
  /** How long one request may take. */
  requestTimeoutMs: number;
}

/** Fetches one sitemap file from the preview; fails with the URL and status when it does not answer 200. */
async function fetchXml(url: URL, options: RoutesOptions, fetchFn: typeof fetch): Promise<string> {
  let response: Response;
  try {
    response = await fetchFn(url, { signal: AbortSignal.timeout(options.requestTimeoutMs) });
  } catch (error) {
    throw new Error(`${url.href} did not answer (${(error as Error).name}: ${(error as Error).message})`);
  }
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.text();
}

/** The preview's pages as paths ("/", "/cv/", "/projects/…/"), sorted, each once. */
export async function previewRoutes(
  preview: URL,
  options: RoutesOptions,
  fetchFn: typeof fetch = fetch,
): Promise<string[]> {
  const index = new URL(SITEMAP_INDEX, preview);
  const sitemaps = sitemapLocs(await fetchXml(index, options, fetchFn));
  if (sitemaps.length === 0) throw new Error(`${index.href} names no sitemap`);
  const routes = new Set<string>();
  for (const sitemap of sitemaps) {
    const url = new URL(pathOf(sitemap), preview);
    for (const loc of sitemapLocs(await fetchXml(url, options, fetchFn))) routes.add(pathOf(loc));
  }
  if (routes.size === 0) throw new Error(`the sitemaps of ${index.href} list no page`);
  return [...routes].sort();
}

/** `lhci collect`'s arguments for these routes of the preview, one `--url=…` each. */
export const lhciUrlArgs = (preview: URL, routes: readonly string[]) =>
  routes.map((route) => `--url=${new URL(route, preview).href}`);
