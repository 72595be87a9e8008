/** One run of one URL, as `lhci upload --target=filesystem` lists it in manifest.json. */
export interface ManifestEntry {
  url: string;
  isRepresentativeRun: boolean;
  summary: Record<string, number>;
}

/** One failed assertion, as `lhci assert` writes it to .lighthouseci/assertion-results.json. */
export interface AssertionResult {
  url: string;
  auditId?: string;
  name: string;
  operator: string;
  expected: number;
  actual: number;
  passed: boolean;
  level: string;
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const score = (value: number | undefined) => (value === undefined ? "–" : String(Math.round(value * 100)));

/** The job summary: each URL's scores (its median run), then every failed assertion, or that none failed. */
export function lighthouseSummary(manifest: ManifestEntry[], assertions: AssertionResult[]): string {
  const runs = manifest.filter((run) => run.isRepresentativeRun);
  const lines = [
    "## Lighthouse on the deploy preview",
    "",
    `| URL | ${CATEGORIES.join(" | ")} |`,
    `| --- | ${CATEGORIES.map(() => "---").join(" | ")} |`,
    ...runs.map((run) => `| ${run.url} | ${CATEGORIES.map((c) => score(run.summary[c])).join(" | ")} |`),
    "",
  ];
  const failed = assertions.filter((a) => !a.passed && a.level === "error");
  if (runs.length === 0) lines.push("No Lighthouse report was written: see the job's log.");
  else if (failed.length === 0) lines.push("Every assertion of `lighthouserc.cjs` passed.");
  else {
    lines.push("### Failed assertions", "");
    for (const a of failed) {
      lines.push(
        `- ${a.url}: \`${a.auditId ?? a.name}\` ${a.name} was ${a.actual}, expected ${a.operator} ${a.expected}`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}
