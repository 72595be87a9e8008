// `npm run live-check -- <results.json>`: in the daily live-check workflow, after `npm run smoke -- <site> --json
// <results.json>`, opens, updates or closes the live-check issue. Reads GITHUB_API_URL, GITHUB_REPOSITORY,
// GITHUB_TOKEN, GITHUB_SERVER_URL and GITHUB_RUN_ID (set by GitHub Actions) and SITE_URL (the workflow's). Exits
// non-zero only when it could not report; the workflow fails the run by itself when the site failed.
import { readSmokeResults, type SmokeResults } from "../smoke/smoke-results";
import { gitHubIssues } from "./github-issues";
import { describeOutcome, noResults, reportLiveCheck } from "./report-live-check";

const need = (name: string) => {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is not set`);
    process.exit(2);
  }
  return value;
};

const [file] = process.argv.slice(2);
if (!file) {
  console.error("Usage: npm run live-check -- results.json");
  process.exit(2);
}
const repo = need("GITHUB_REPOSITORY");
const github = gitHubIssues({
  api: process.env.GITHUB_API_URL ?? "https://api.github.com",
  repo,
  token: need("GITHUB_TOKEN"),
  requestTimeoutMs: 20_000,
});
const { GITHUB_SERVER_URL: server, GITHUB_RUN_ID: runId } = process.env;
const runUrl = server && runId ? `${server}/${repo}/actions/runs/${runId}` : undefined;

let results: SmokeResults;
try {
  results = readSmokeResults(file);
} catch (error) {
  // The smoke check crashed or was stopped before writing: that is a failure of the live site's check too.
  results = noResults(process.env.SITE_URL ?? "the live site", (error as Error).message, new Date());
}

reportLiveCheck({ results, runUrl }, github).then(
  (outcome) => console.log(describeOutcome(outcome)),
  (error: Error) => {
    console.error(`Could not report the live check on GitHub: ${error.message}`);
    process.exit(1);
  },
);
