// `npm run wait-for-preview`: in the preview workflow, waits for Netlify's deploy preview of the pull request's head
// commit and hands its URL to the next steps (the `url` output). Reads GITHUB_API_URL, GITHUB_REPOSITORY,
// GITHUB_TOKEN, GITHUB_OUTPUT (all set by GitHub Actions), HEAD_SHA and NETLIFY_SITE (the workflow's).
import fs from "node:fs";
import { waitForDeployPreview } from "./deploy-preview-status";

/** At most 15 minutes: longer than Netlify's builds of this site, short of a stuck job. */
const TIMEOUT_MS = 15 * 60_000;

const need = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

void waitForDeployPreview({
  api: process.env.GITHUB_API_URL ?? "https://api.github.com",
  repo: need("GITHUB_REPOSITORY"),
  sha: need("HEAD_SHA"),
  site: need("NETLIFY_SITE"),
  token: process.env.GITHUB_TOKEN,
  timeoutMs: TIMEOUT_MS,
  pollMs: 15_000,
  requestTimeoutMs: 20_000,
}).then((outcome) => {
  if (!outcome.ok) {
    console.error(outcome.reason);
    process.exit(1);
  }
  console.log(`Deploy preview ready: ${outcome.url}`);
  if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `url=${outcome.url}\n`);
});
