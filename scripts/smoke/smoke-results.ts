import { readFileSync, writeFileSync } from "node:fs";
import type { Check } from "./checks";

/** What `npm run smoke -- <url> --json <file>` writes: the same checks as its printed lines, for other tools. */
export interface SmokeResults {
  /** The site checked. */
  site: string;
  /** When the checks ended (ISO 8601). */
  checkedAt: string;
  checks: Check[];
}

export const writeSmokeResults = (file: string, results: SmokeResults) =>
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

const isCheck = (value: unknown): value is Check =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Check).name === "string" &&
  typeof (value as Check).ok === "boolean" &&
  typeof (value as Check).detail === "string";

/** Reads a results file; fails naming the file when it is missing or not what the smoke check writes. */
export function readSmokeResults(file: string): SmokeResults {
  const json = JSON.parse(readFileSync(file, "utf8")) as Partial<SmokeResults>;
  if (typeof json.site !== "string" || typeof json.checkedAt !== "string" || !Array.isArray(json.checks)) {
    throw new Error(`${file} is not the smoke check's results (site, checkedAt, checks)`);
  }
  if (!json.checks.every(isCheck)) throw new Error(`${file} holds a check without name, ok and detail`);
  return json as SmokeResults;
}
