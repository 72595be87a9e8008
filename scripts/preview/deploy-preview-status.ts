/**
 * Waits for Netlify's deploy preview of one commit, through GitHub's combined-status API: Netlify reports each
 * preview as a commit status (context `netlify/<site>/deploy-preview`) whose target_url is the preview, or its
 * log when the deploy failed. Netlify creates no GitHub deployments, and the previous commit's preview already
 * answers 200, so neither can tell that this commit's preview is ready.
 */

export interface WaitOptions {
  /** GitHub's API root, "https://api.github.com" (a stand-in's in the tests). */
  api: string;
  /** "owner/name". */
  repo: string;
  /** The pull request's head commit. */
  sha: string;
  /** The Netlify site's name, as in its status context. */
  site: string;
  /** A token that may read commit statuses (the workflow's GITHUB_TOKEN). */
  token?: string;
  /** How long to wait in all. */
  timeoutMs: number;
  /** How long between two looks. */
  pollMs: number;
  /** How long one request may take. */
  requestTimeoutMs: number;
}

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type Outcome = { ok: true; url: string } | { ok: false; reason: string };

interface CommitStatus {
  context: string;
  state: "pending" | "success" | "failure" | "error";
  target_url: string | null;
  description: string | null;
}

type Look = { done: Outcome } | { waitMs: number; seen: string };

const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`;

/** One look at the commit's statuses: the outcome, or how long to wait before the next look and what was seen. */
async function look(options: WaitOptions, clock: Clock, fetchFn: typeof fetch): Promise<Look> {
  const { api, repo, sha, site, token, pollMs, requestTimeoutMs } = options;
  let response: Response;
  try {
    response = await fetchFn(`${api}/repos/${repo}/commits/${sha}/status?per_page=100`, {
      headers: {
        Accept: "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (error) {
    return { waitMs: pollMs, seen: `GitHub did not answer (${(error as Error).name})` };
  }
  const remaining = response.headers.get("x-ratelimit-remaining");
  if ((response.status === 403 || response.status === 429) && remaining === "0") {
    const resetAt = Number(response.headers.get("x-ratelimit-reset")) * 1000;
    return { waitMs: Math.max(resetAt - clock.now(), pollMs), seen: "GitHub's rate limit, until its reset" };
  }
  if (response.status >= 500) return { waitMs: pollMs, seen: `GitHub answered ${response.status}` };
  if (!response.ok) {
    const reason = `GitHub answered ${response.status} for ${repo}@${sha}: ${(await response.text()).slice(0, 200)}`;
    return { done: { ok: false, reason } };
  }
  const combined = (await response.json()) as { sha?: string; statuses?: CommitStatus[] };
  if (combined.sha !== sha) return { waitMs: pollMs, seen: `statuses of another commit (${combined.sha})` };
  const context = `netlify/${site}/deploy-preview`;
  const status = combined.statuses?.find((s) => s.context === context);
  if (!status) return { waitMs: pollMs, seen: `no ${context} status yet` };
  if (status.state === "success" && status.target_url) return { done: { ok: true, url: status.target_url } };
  if (status.state === "failure" || status.state === "error") {
    const reason = `Netlify's deploy preview failed (${status.description ?? status.state}). Its log: ${status.target_url}`;
    return { done: { ok: false, reason } };
  }
  return { waitMs: pollMs, seen: `${context} is ${status.state}` };
}

/** Looks until the preview is ready or has failed, or `timeoutMs` has passed. */
export async function waitForDeployPreview(
  options: WaitOptions,
  clock: Clock = realClock,
  fetchFn: typeof fetch = fetch,
): Promise<Outcome> {
  const deadline = clock.now() + options.timeoutMs;
  let seen = "nothing";
  for (;;) {
    const result = await look(options, clock, fetchFn);
    if ("done" in result) return result.done;
    seen = result.seen;
    const left = deadline - clock.now();
    if (result.waitMs > left) {
      return {
        ok: false,
        reason: `No deploy preview of ${options.sha} within ${minutes(options.timeoutMs)}; last seen: ${seen}.`,
      };
    }
    await clock.sleep(result.waitMs);
  }
}
