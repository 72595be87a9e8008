// The one Lighthouse CI configuration: its assertions are what a page must score, wherever it is measured. The
// preview workflow (.github/workflows/preview.yml) collects Netlify's deploy preview with it.
//
// Deploy previews send `X-Robots-Tag: noindex` (scripts/write-headers.mjs), which fails SEO's is-crawlable audit by
// design: with LHCI_PREVIEW=1 that one audit is skipped, there and only there.
const preview = process.env.LHCI_PREVIEW === "1";
// `npm test` sets LHCI_SKIP_PERFORMANCE=1 (tests/e2e/lighthouse-ci.spec.ts): its local server sends every file
// uncompressed, where Netlify's CDN compresses them, so the simulated slow link there scores pages Netlify serves
// faster; and a run shares a 2-core machine with other tests. `npm run audit` measures speed against each page's floor,
// and holds-still.spec.ts asserts CLS from the browser's own layout-shift entries. So Lighthouse runs there without
// its performance category, whose metrics read a trace that a busy machine can leave without a navigation start.
const skipPerformance = process.env.LHCI_SKIP_PERFORMANCE === "1";
const performance = skipPerformance
  ? {}
  : {
      "categories:performance": ["error", { minScore: 0.95 }],
      "cumulative-layout-shift": ["error", { maxNumericValue: 0.01 }],
    };

module.exports = {
  ci: {
    collect: {
      numberOfRuns: 3,
      settings: {
        // Chrome from CHROME_PATH (the workflow points it at Playwright's).
        chromeFlags: "--no-sandbox",
        ...(preview ? { skipAudits: ["is-crawlable"] } : {}),
        ...(skipPerformance ? { onlyCategories: ["accessibility", "best-practices", "seo"] } : {}),
      },
    },
    assert: {
      // The median run of each URL.
      aggregationMethod: "median-run",
      assertions: {
        ...performance,
        "categories:accessibility": ["error", { minScore: 1 }],
        "categories:best-practices": ["error", { minScore: 1 }],
        "categories:seo": ["error", { minScore: 1 }],
      },
    },
    upload: { target: "filesystem", outputDir: "reports/lhci" },
  },
};
