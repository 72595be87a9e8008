import { type Check, formatCheck } from "../smoke/checks";
import type { SmokeResults } from "../smoke/smoke-results";
import type { GitHubIssues, Issue } from "./github-issues";

/**
 * The daily live check's report: one issue, found by its label, stands for "the live site fails". A failing run
 * opens it, or brings the open one up to date (a comment only when the failing checks change, so a lasting failure
 * does not notify the owner every day); a passing run closes it with a comment.
 */

export const LIVE_CHECK_LABEL = {
  name: "live-check",
  color: "d73a4a",
  description: "The daily check of the live site fails",
};
export const ISSUE_TITLE = "The live site fails its daily check";

export interface LiveCheckRun {
  results: SmokeResults;
  /** This workflow run's page, linked from the issue. */
  runUrl?: string;
}

export type Outcome =
  | { action: "opened"; issue: Issue }
  | { action: "updated"; issue: Issue; commented: boolean }
  | { action: "closed"; issue: Issue }
  | { action: "none" };

/** The results of a smoke check that wrote none (it crashed or was stopped): one failed check that says so. */
export const noResults = (site: string, reason: string, now: Date): SmokeResults => ({
  site,
  checkedAt: now.toISOString(),
  checks: [
    { name: "the smoke check ran to its end", ok: false, detail: `it wrote no results (${reason}); see the run's log` },
  ],
});

// The failing checks' names, kept in the issue's body, to tell on the next run whether they changed.
const MARKER = /<!-- live-check failed: (.*?) -->/;
const failedKey = (failed: Check[]) => JSON.stringify(failed.map((check) => check.name).sort());

const when = ({ checkedAt }: SmokeResults) => `${checkedAt.slice(0, 16).replace("T", " ")} UTC`;
const runLink = (runUrl?: string) => (runUrl ? `, [the run](${runUrl})` : "");
// GitHub refuses an issue body past 65,536 characters; a check's detail (a page's console errors) can be long.
const MAX_LINE = 1000;
const checkList = (checks: Check[]) =>
  checks.map((check) => {
    const line = formatCheck(check);
    return `- ${line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line}`;
  });

export function issueBody({ results, runUrl }: LiveCheckRun, failed: Check[]): string {
  return [
    `The daily check of the live site, \`npm run smoke -- ${results.site}\`, fails ${failed.length} of its ` +
      `${results.checks.length} checks (last checked ${when(results)}${runLink(runUrl)}):`,
    "",
    ...checkList(failed),
    "",
    'Each line names what is wrong; docs/deploying.md ("The daily live check") says what to do. This issue is kept ' +
      "up to date while the check fails, and closes itself once every check passes again.",
    "",
    `<!-- live-check failed: ${failedKey(failed)} -->`,
  ].join("\n");
}

const changedComment = ({ results, runUrl }: LiveCheckRun, failed: Check[]) =>
  [`The failing checks changed (${when(results)}${runLink(runUrl)}):`, "", ...checkList(failed)].join("\n");

const passedComment = ({ results, runUrl }: LiveCheckRun) =>
  `Every check passes again: ${results.checks.length} of ${results.checks.length} (${when(results)}${runLink(runUrl)}). Closing.`;

const hasLabel = (issue: Issue, name: string) =>
  issue.labels.some((label) => (typeof label === "string" ? label : label.name) === name);

export async function reportLiveCheck(run: LiveCheckRun, github: GitHubIssues): Promise<Outcome> {
  const failed = run.results.checks.filter((check) => !check.ok);
  const open = await github.findOpenIssue(LIVE_CHECK_LABEL.name);

  if (failed.length === 0) {
    if (!open) return { action: "none" };
    await github.comment(open.number, passedComment(run));
    await github.updateIssue(open.number, { state: "closed", state_reason: "completed" });
    return { action: "closed", issue: open };
  }

  const body = issueBody(run, failed);
  if (open) {
    const changed = open.body?.match(MARKER)?.[1] !== failedKey(failed);
    await github.updateIssue(open.number, { body });
    if (changed) await github.comment(open.number, changedComment(run, failed));
    return { action: "updated", issue: open, commented: changed };
  }

  await github.ensureLabel(LIVE_CHECK_LABEL);
  const issue = await github.createIssue({ title: ISSUE_TITLE, body, labels: [LIVE_CHECK_LABEL.name] });
  // Found by its label alone: without it, every failing run would open another issue.
  if (!hasLabel(issue, LIVE_CHECK_LABEL.name)) {
    throw new Error(
      `GitHub opened ${issue.html_url} without the label "${LIVE_CHECK_LABEL.name}", so the next run could not find ` +
        "it: add the label to it by hand, and check that the workflow's token has issues: write",
    );
  }
  return { action: "opened", issue };
}

/** One line for the workflow's log. */
export function describeOutcome(outcome: Outcome): string {
  switch (outcome.action) {
    case "opened":
      return `The live site fails: opened ${outcome.issue.html_url}`;
    case "updated":
      return `The live site still fails: updated ${outcome.issue.html_url}${outcome.commented ? " (and commented: the failing checks changed)" : ""}`;
    case "closed":
      return `The live site passes again: closed ${outcome.issue.html_url}`;
    case "none":
      return "The live site passes; no live-check issue is open.";
  }
}
