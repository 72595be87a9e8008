import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { REPO, standInGitHubIssues } from "../../support/stand-in-github-issues";

// `npm run live-check` as the workflow runs it: the environment GitHub Actions sets, and the smoke check's results.
const ROOT = path.join(__dirname, "../../..");
const dir = mkdtempSync(path.join(tmpdir(), "live-check-"));

async function liveCheck(api: string, resultsFile: string) {
  const env = {
    PATH: process.env.PATH,
    GITHUB_API_URL: api,
    GITHUB_REPOSITORY: REPO,
    GITHUB_TOKEN: "github-token",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_RUN_ID: "42",
    SITE_URL: "https://hamzaqureshi.netlify.app",
  };
  const tsx = path.join(ROOT, "node_modules/.bin/tsx");
  return promisify(execFile)(tsx, ["scripts/live-check/live-check.ts", resultsFile], { cwd: ROOT, env }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

let github: Awaited<ReturnType<typeof standInGitHubIssues>>;
afterEach(() => github.close());
jest.setTimeout(30_000);

it("opens the issue when the smoke check wrote no results, saying so, with a link to the run", async () => {
  github = await standInGitHubIssues();
  const { code, stdout } = await liveCheck(github.api, path.join(dir, "missing.json"));
  expect(code).toBe(0);
  expect(stdout).toBe(`The live site fails: opened https://github.com/${REPO}/issues/1\n`);
  expect(github.issues[0].body).toContain("- ✗ the smoke check ran to its end: it wrote no results (ENOENT");
  expect(github.issues[0].body).toContain(`[the run](https://github.com/${REPO}/actions/runs/42)`);
});

it("exits non-zero with GitHub's answer when it cannot report", async () => {
  github = await standInGitHubIssues({ fail: { request: "GET /issues", status: 401, message: "Bad credentials" } });
  const file = path.join(dir, "passing.json");
  const checks = [{ name: "/ answers 200 with the security headers", ok: true, detail: "status 200, 8 headers" }];
  writeFileSync(
    file,
    JSON.stringify({ site: "https://hamzaqureshi.netlify.app/", checkedAt: "2026-11-26T04:17:00Z", checks }),
  );
  const { code, stderr } = await liveCheck(github.api, file);
  expect(code).toBe(1);
  expect(stderr).toContain(
    "Could not report the live check on GitHub: GitHub answered 401 to GET /issues?state=open&labels=live-check",
  );
  expect(stderr).toContain("Bad credentials");
});
