/**
 * The few calls of GitHub's REST API the live check makes on the repository's issues, with fetch. Any answer but a
 * 2xx fails with GitHub's status and message, so that the workflow run shows why the issue was not reported.
 */

export interface Issue {
  number: number;
  body: string | null;
  html_url: string;
  labels: ({ name: string } | string)[];
}

export interface GitHubIssues {
  /** The oldest open issue (not pull request) with this label. */
  findOpenIssue(label: string): Promise<Issue | undefined>;
  /** Creates the label unless the repository has it. */
  ensureLabel(label: { name: string; color: string; description: string }): Promise<void>;
  createIssue(issue: { title: string; body: string; labels: string[] }): Promise<Issue>;
  updateIssue(number: number, change: { body?: string; state?: "closed"; state_reason?: "completed" }): Promise<void>;
  comment(number: number, body: string): Promise<void>;
}

export interface GitHubOptions {
  /** GitHub's API root: GITHUB_API_URL in a workflow, a stand-in's in the tests. */
  api: string;
  /** "owner/name". */
  repo: string;
  /** A token allowed to write issues (the workflow's GITHUB_TOKEN with `issues: write`). */
  token: string;
  /** How long one request may take. */
  requestTimeoutMs: number;
}

export class GitHubError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "GitHubError";
  }
}

export function gitHubIssues(options: GitHubOptions, fetchFn: typeof fetch = fetch): GitHubIssues {
  const { api, repo, token, requestTimeoutMs } = options;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const what = `${method} ${path}`;
    let response: Response;
    try {
      response = await fetchFn(`${api}/repos/${repo}${path}`, {
        method,
        headers: {
          Accept: "application/vnd.github+json",
          Authorization: `Bearer ${token}`,
          "X-GitHub-Api-Version": "2022-11-28",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch (error) {
      throw new GitHubError(`GitHub did not answer ${what} (${(error as Error).name})`);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new GitHubError(`GitHub answered ${response.status} to ${what}: ${text.slice(0, 300)}`, response.status);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    async findOpenIssue(label) {
      const query = new URLSearchParams({
        state: "open",
        labels: label,
        sort: "created",
        direction: "asc",
        per_page: "100",
      });
      const issues = await call<(Issue & { pull_request?: unknown })[]>("GET", `/issues?${query}`);
      return issues.find((issue) => !issue.pull_request);
    },
    async ensureLabel(label) {
      try {
        await call("POST", "/labels", label);
      } catch (error) {
        // 422: the repository has it already.
        if ((error as GitHubError).status !== 422) throw error;
      }
    },
    createIssue: (issue) => call<Issue>("POST", "/issues", issue),
    async updateIssue(number, change) {
      await call("PATCH", `/issues/${number}`, change);
    },
    async comment(number, body) {
      await call("POST", `/issues/${number}/comments`, { body });
    },
  };
}
