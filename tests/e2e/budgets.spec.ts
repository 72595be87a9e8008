import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { readContent } from "./content";
import { expectWithinBudget } from "./budget";

/**
 * Byte budgets for the first view of each page on a phone-sized screen, with
 * text counted gzipped (as served) and binaries as they are. Deterministic:
 * the same build downloads the same files at the same viewport.
 */
const KB = 1024;
const caseStudies: string[] = readContent("projects.json").map(({ slug }: { slug: string }) => `/projects/${slug}/`);
// What each page reaches, rounded up to the next whole KB: any growth of the scripts is a decision to make here
// (docs/performance.md#budgets).
const BUDGETS: Record<string, { script: number; total: number }> = {
  // The site in several languages added to each: the navbar's language button, the page's content in
  // a context of its own (each language's from its page query, where one static query held one language's) and the
  // head's hreflang links.
  "/": { script: 85 * KB, total: 600 * KB },
  "/projects/": { script: 78 * KB, total: 600 * KB },
  ...Object.fromEntries(caseStudies.map((path) => [path, { script: 80 * KB, total: 600 * KB }])),
  "/cv/": { script: 78 * KB, total: 600 * KB },
};

interface Download {
  url: string;
  type: string;
  bytes: number;
}

async function firstViewDownloads(page: Page, path: string): Promise<Download[]> {
  const pending: Promise<Download | null>[] = [];
  page.on("response", (response) => {
    const request = response.request();
    // Speculative prefetches for other pages are not part of this page's first view.
    if (request.headers()["sec-purpose"]?.includes("prefetch")) return;
    pending.push(
      response
        .body()
        .then((body) => {
          const type = request.resourceType();
          const text =
            /^(document|script|stylesheet|fetch|xhr|manifest)$/.test(type) ||
            /\.(svg|json|js|css)(\?|$)/.test(request.url());
          return { url: request.url(), type, bytes: text ? gzipSync(body).length : body.length };
        })
        .catch(() => null),
    );
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  return (await Promise.all(pending)).filter((d): d is Download => d !== null);
}

const sum = (downloads: Download[]) => downloads.reduce((n, d) => n + d.bytes, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * The owner's words that ride in the app's script: Gatsby compiles each browser plugin's options into it, and the
 * manifest plugin's are the site's name, short name and description. The budgets are the code's, so these bytes, as
 * written (more than they take gzipped), are counted on top.
 */
async function manifestWords(page: Page): Promise<number> {
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  return Buffer.byteLength([manifest.name, manifest.short_name, manifest.description].join(""));
}

for (const [path, budget] of Object.entries(BUDGETS)) {
  test(`the first view of ${path} stays within its byte budget`, async ({ page }, testInfo) => {
    const script = budget.script + (await manifestWords(page));
    const downloads = await firstViewDownloads(page, path);
    const scripts = downloads.filter((d) => d.type === "script");
    // The hero video streams after load; its poster counts.
    const counted = downloads.filter((d) => d.type !== "media");
    const report = `${path}: JavaScript ${kb(sum(scripts))} gzip (budget ${kb(script)}), everything ${kb(sum(counted))} (budget ${kb(budget.total)}), ${counted.length} requests`;
    console.log(report);
    if (process.env.BUDGET_DETAILS) console.log(scripts.map((d) => `${kb(d.bytes)} ${d.url}`).join("\n"));
    testInfo.annotations.push({ type: "budget", description: report });
    expectWithinBudget(`${path} first-view JavaScript, gzipped`, sum(scripts), script);
    expectWithinBudget(`${path} first view, everything (text gzipped)`, sum(counted), budget.total);
    expect(downloads.filter((d) => d.url.includes("challenges.cloudflare.com") || d.url.includes("emailjs"))).toEqual(
      [],
    );
  });
}

test("nothing blocks rendering but the page's own CSS", async ({ request }) => {
  for (const path of Object.keys(BUDGETS)) {
    // The HTML as served: scripts the page inserts later never block rendering.
    const html = await (await request.get(path)).text();
    const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
    const blocking = tags.filter((tag) => {
      if (tag.startsWith("<script")) return /\ssrc=/.test(tag) && !/\s(async|defer)\b|type="module"/.test(tag);
      return /rel="stylesheet"/.test(tag) && !/media="print"/.test(tag);
    });
    expect(blocking, path).toEqual([]);
    // The page's own CSS is inlined, and the text is set in the device's font: no web font to fetch or wait for.
    expect(/<style[^>]*data-identity="gatsby-global-css"/.test(html), "the page's CSS is inlined").toBe(true);
    expect(/@font-face|as="font"/.test(html), "no web font").toBe(false);
    // The first paint waits only for the page's own HTML, down to its footer.
    expect(tags.filter((t) => /rel="expect"/.test(t))).toEqual([
      '<link rel="expect" href="#site-footer-end" blocking="render"/>',
    ]);
    expect(html).toContain('<footer id="site-footer"');
    expect(html).toContain('<p id="site-footer-end">');
  }
});
