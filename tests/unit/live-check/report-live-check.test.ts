import type { Check } from "../../../scripts/smoke/checks";
import type { SmokeResults } from "../../../scripts/smoke/smoke-results";
import { gitHubIssues } from "../../../scripts/live-check/github-issues";
import {
  ISSUE_TITLE,
  LIVE_CHECK_LABEL,
  issueBody,
  reportLiveCheck,
} from "../../../scripts/live-check/report-live-check";
import { REPO, type StandInIssue, standInGitHubIssues } from "../../support/stand-in-github-issues";

const SITE = "https://hamzaqureshi.netlify.app/";
const RUN = `https://github.com/${REPO}/actions/runs/42`;
const pass = (name: string): Check => ({ name, ok: true, detail: "status 200" });
const fail = (name: string, detail: string): Check => ({ name, ok: false, detail });

const HOME = pass("/ answers 200 with the security headers");
const KEYS = fail(
  "the page's EmailJS keys are not placeholders",
  'emailjsPublicKey is still the placeholder "REPLACE_ME"',
);
const VERIFY = fail(
  "/api/verify-turnstile: Cloudflare refuses a made-up token",
  "the function has no secret: set TURNSTILE_SECRET_KEY in Netlify's environment variables",
);

const results = (...checks: Check[]): SmokeResults => ({ site: SITE, checkedAt: "2026-11-26T04:17:09.000Z", checks });
const run = (...checks: Check[]) => ({ results: results(...checks), runUrl: RUN });

/** The open live-check issue an earlier run left, failing `failed`. */
const openIssue = (number: number, ...failed: Check[]): StandInIssue => ({
  number,
  title: ISSUE_TITLE,
  body: issueBody(run(HOME, ...failed), failed),
  state: "open",
  labels: [LIVE_CHECK_LABEL.name],
  comments: [],
});

let github: Awaited<ReturnType<typeof standInGitHubIssues>>;
afterEach(() => github.close());
const client = () => gitHubIssues({ api: github.api, repo: REPO, token: "github-token", requestTimeoutMs: 2000 });
const writes = () => github.requests.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path}`);

describe("a failing run", () => {
  it("with no open issue, opens one, labelled, naming each failed check and the run, with the token", async () => {
    github = await standInGitHubIssues({
      // A pull request with the label is no live-check issue.
      issues: [{ ...openIssue(3, KEYS), pull_request: {} }],
    });
    const outcome = await reportLiveCheck(run(HOME, KEYS, VERIFY), client());

    expect(outcome).toMatchObject({ action: "opened", issue: { number: 4 } });
    const issue = github.issues.find((i) => i.number === 4)!;
    expect(issue).toMatchObject({ title: ISSUE_TITLE, state: "open", labels: ["live-check"] });
    expect(issue.body).toContain("fails 2 of its 3 checks (last checked 2026-11-26 04:17 UTC, [the run](" + RUN + "))");
    expect(issue.body).toContain(`- ✗ ${KEYS.name}: ${KEYS.detail}`);
    expect(issue.body).toContain(`- ✗ ${VERIFY.name}: ${VERIFY.detail}`);
    expect(issue.body).not.toContain(HOME.name);
    expect(github.labels).toEqual(new Set(["live-check"]));
    expect(writes()).toEqual([`POST /repos/${REPO}/labels`, `POST /repos/${REPO}/issues`]);
    expect(github.requests.every((r) => r.authorization === "Bearer github-token")).toBe(true);
  });

  it("cuts a very long failure line, so that GitHub takes the body", async () => {
    github = await standInGitHubIssues();
    await reportLiveCheck(
      run(fail("/ loads in Chromium with no CSP violation or console error", "x".repeat(70_000))),
      client(),
    );
    const line = github.issues[0].body!.split("\n").find((l) => l.startsWith("- ✗"))!;
    expect(line).toHaveLength(1002);
    expect(line.endsWith("x…")).toBe(true);
  });

  it("with an open issue, updates it to today's failures, comments that they changed, and opens no other", async () => {
    github = await standInGitHubIssues({ issues: [openIssue(7, KEYS)], labels: ["live-check"] });
    const outcome = await reportLiveCheck(run(HOME, KEYS, VERIFY), client());

    expect(outcome).toMatchObject({ action: "updated", issue: { number: 7 }, commented: true });
    expect(github.issues).toHaveLength(1);
    expect(github.issues[0].body).toContain(VERIFY.detail);
    expect(github.issues[0].comments).toEqual([expect.stringContaining(`- ✗ ${VERIFY.name}: ${VERIFY.detail}`)]);
    expect(writes()).toEqual([`PATCH /repos/${REPO}/issues/7`, `POST /repos/${REPO}/issues/7/comments`]);
  });

  it("with an open issue failing the same checks, only refreshes its body: no comment, so no daily notification", async () => {
    github = await standInGitHubIssues({ issues: [openIssue(7, KEYS, VERIFY)] });
    const later = { results: { ...results(HOME, VERIFY, KEYS), checkedAt: "2026-11-27T04:17:00.000Z" }, runUrl: RUN };
    expect(await reportLiveCheck(later, client())).toMatchObject({ action: "updated", commented: false });
    expect(github.issues[0].body).toContain("last checked 2026-11-27 04:17 UTC");
    expect(github.issues[0].comments).toEqual([]);
    expect(writes()).toEqual([`PATCH /repos/${REPO}/issues/7`]);
  });
});

describe("a passing run", () => {
  it("closes the open issue as completed, with a comment", async () => {
    github = await standInGitHubIssues({ issues: [openIssue(7, KEYS)] });
    const outcome = await reportLiveCheck(run(HOME, pass(KEYS.name)), client());

    expect(outcome).toMatchObject({ action: "closed", issue: { number: 7 } });
    expect(github.issues[0]).toMatchObject({ state: "closed", state_reason: "completed" });
    expect(github.issues[0].comments).toEqual([
      `Every check passes again: 2 of 2 (2026-11-26 04:17 UTC, [the run](${RUN})). Closing.`,
    ]);
  });

  it("with no open issue, does nothing", async () => {
    github = await standInGitHubIssues({ issues: [{ ...openIssue(2, KEYS), state: "closed" }] });
    expect(await reportLiveCheck(run(HOME), client())).toEqual({ action: "none" });
    expect(writes()).toEqual([]);
  });
});

describe("when GitHub says no", () => {
  it("fails with GitHub's status and message, naming the request", async () => {
    // The repository has the label already: GitHub's 422 to creating it again is no failure.
    github = await standInGitHubIssues({
      labels: ["live-check"],
      fail: { request: "POST /issues", status: 403, message: "Resource not accessible by integration" },
    });
    await expect(reportLiveCheck(run(KEYS), client())).rejects.toThrow(
      'GitHub answered 403 to POST /issues: {"message":"Resource not accessible by integration"}',
    );
  });

  it("fails when GitHub does not answer in time", async () => {
    github = await standInGitHubIssues();
    const slow: typeof fetch = (_input, init) =>
      new Promise((_, reject) => init!.signal!.addEventListener("abort", () => reject(init!.signal!.reason)));
    const hanging = gitHubIssues({ api: github.api, repo: REPO, token: "t", requestTimeoutMs: 50 }, slow);
    await expect(reportLiveCheck(run(KEYS), hanging)).rejects.toThrow(
      "GitHub did not answer GET /issues?state=open&labels=live-check",
    );
  });

  it("fails when GitHub opened the issue without its label, which the next run looks for", async () => {
    github = await standInGitHubIssues({ dropLabels: true });
    await expect(reportLiveCheck(run(KEYS), client())).rejects.toThrow(
      `GitHub opened https://github.com/${REPO}/issues/1 without the label "live-check"`,
    );
  });
});
