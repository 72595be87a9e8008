// In the preview workflow: prints the job summary (Markdown) from the reports `lhci upload` and `lhci assert` wrote.
import fs from "node:fs";
import { type AssertionResult, type ManifestEntry, lighthouseSummary } from "./lighthouse-summary-markdown";

const readJson = <T>(file: string, fallback: T): T => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return fallback;
  }
};

process.stdout.write(
  lighthouseSummary(
    readJson<ManifestEntry[]>("reports/lhci/manifest.json", []),
    readJson<AssertionResult[]>(".lighthouseci/assertion-results.json", []),
  ),
);
