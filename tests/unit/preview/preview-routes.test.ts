import { lhciUrlArgs, previewRoutes, sitemapLocs } from "../../../scripts/preview/preview-routes";
import { localServer } from "../../support/local-server";

// As gatsby-plugin-sitemap writes them: every <loc> names the production host (siteUrl), on previews too.
const PRODUCTION = "https://hamzaqureshi.netlify.app";
const index = (...parts: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${parts
    .map((part) => `<sitemap><loc>${PRODUCTION}${part}</loc></sitemap>`)
    .join("")}</sitemapindex>`;
const urlset = (...paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((p) => `<url><loc>${PRODUCTION}${p}</loc><changefreq>daily</changefreq><priority>0.7</priority></url>`)
    .join("")}</urlset>`;

/** A stand-in deploy preview serving `files` (path → body); any other path answers 404. */
async function standInPreview(files: Record<string, string>) {
  const requested: string[] = [];
  const server = await localServer((req, res) => {
    requested.push(req.url!);
    const body = files[req.url!];
    res.writeHead(body === undefined ? 404 : 200, { "content-type": "application/xml" });
    res.end(body ?? "Not found");
  });
  return { url: new URL(server.origin), requested, close: server.close };
}

let preview: Awaited<ReturnType<typeof standInPreview>>;
afterEach(() => preview.close());
const options = { requestTimeoutMs: 2000 };

it("reads every page of every sitemap from the preview itself, sorted, each once", async () => {
  preview = await standInPreview({
    "/sitemap-index.xml": index("/sitemap-0.xml", "/sitemap-1.xml"),
    "/sitemap-0.xml": urlset("/projects/ai-resume-analyzer/", "/projects/fifa-duel/", "/cv/", "/"),
    "/sitemap-1.xml": urlset("/projects/", "/cv/"),
  });
  expect(await previewRoutes(preview.url, options)).toEqual([
    "/",
    "/cv/",
    "/projects/",
    "/projects/ai-resume-analyzer/",
    "/projects/fifa-duel/",
  ]);
  expect(preview.requested).toEqual(["/sitemap-index.xml", "/sitemap-0.xml", "/sitemap-1.xml"]);
});

it("makes one --url argument per page, on the preview's host", () => {
  const host = new URL("https://deploy-preview-7--hamza-portfolio.netlify.app");
  expect(lhciUrlArgs(host, ["/", "/projects/fifa-duel/"])).toEqual([
    "--url=https://deploy-preview-7--hamza-portfolio.netlify.app/",
    "--url=https://deploy-preview-7--hamza-portfolio.netlify.app/projects/fifa-duel/",
  ]);
});

it("decodes the XML entities of a <loc>", () => {
  expect(sitemapLocs("<urlset><url><loc> https://a.example/?q=1&amp;r=2 </loc></url></urlset>")).toEqual([
    "https://a.example/?q=1&r=2",
  ]);
});

it("fails naming the sitemap that does not answer 200", async () => {
  preview = await standInPreview({ "/sitemap-index.xml": index("/sitemap-0.xml") });
  await expect(previewRoutes(preview.url, options)).rejects.toThrow(`${preview.url.origin}/sitemap-0.xml answered 404`);
});

it("fails when the index names no sitemap, or the sitemaps no page", async () => {
  preview = await standInPreview({ "/sitemap-index.xml": "<html>Page not found</html>" });
  await expect(previewRoutes(preview.url, options)).rejects.toThrow("/sitemap-index.xml names no sitemap");
  await preview.close();
  preview = await standInPreview({ "/sitemap-index.xml": index("/sitemap-0.xml"), "/sitemap-0.xml": urlset() });
  await expect(previewRoutes(preview.url, options)).rejects.toThrow("list no page");
});
