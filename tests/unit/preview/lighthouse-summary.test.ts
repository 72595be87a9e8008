import { lighthouseSummary } from "../../../scripts/preview/lighthouse-summary-markdown";

const run = (url: string, performance: number, isRepresentativeRun = true) => ({
  url,
  isRepresentativeRun,
  summary: { performance, accessibility: 1, "best-practices": 1, seo: 1 },
});

describe("the preview's Lighthouse job summary", () => {
  it("shows each URL's median run, and that every assertion passed", () => {
    const text = lighthouseSummary([run("https://p/", 0.99), run("https://p/", 0.5, false)], []);
    expect(text).toContain("| https://p/ | 99 | 100 | 100 | 100 |");
    expect(text).not.toContain("| 50 |");
    expect(text).toContain("Every assertion of `lighthouserc.cjs` passed.");
  });

  it("lists every failed assertion with its URL, what it measured and what was expected", () => {
    const failed = {
      url: "https://p/cv/",
      auditId: "cumulative-layout-shift",
      name: "numericValue",
      operator: "<=",
      expected: 0.01,
      actual: 0.2,
      passed: false,
      level: "error",
    };
    const text = lighthouseSummary([run("https://p/cv/", 0.9)], [failed]);
    expect(text).toContain("- https://p/cv/: `cumulative-layout-shift` numericValue was 0.2, expected <= 0.01");
  });

  it("says so when no report was written", () => {
    expect(lighthouseSummary([], [])).toContain("No Lighthouse report was written");
  });
});
