import { localServer } from "./local-server";

/**
 * A stand-in for the part of GitHub's REST API that the live check uses (one repository's issues, labels and
 * comments), keeping its issues in memory, so that a test can look at what the check left behind.
 */

export const REPO = "hamza/portfolio";

export interface StandInIssue {
  number: number;
  title: string;
  body: string | null;
  state: "open" | "closed";
  state_reason?: string;
  labels: string[];
  comments: string[];
  /** Set on a pull request, which the issues API lists too. */
  pull_request?: object;
}

export interface StandInOptions {
  issues?: StandInIssue[];
  labels?: string[];
  /** Answer this status to every request whose "METHOD /path" starts with `request`. */
  fail?: { request: string; status: number; message: string };
  /** Leave the labels off the issues it creates, as GitHub does for a token that may not set them. */
  dropLabels?: boolean;
}

export async function standInGitHubIssues(options: StandInOptions = {}) {
  const issues: StandInIssue[] = structuredClone(options.issues ?? []);
  const labels = new Set(options.labels ?? []);
  const requests: { method: string; path: string; authorization?: string }[] = [];
  const base = `/repos/${REPO}`;

  const asJson = (issue: StandInIssue) => ({
    ...issue,
    html_url: `https://github.com/${REPO}/issues/${issue.number}`,
    labels: issue.labels.map((name) => ({ name })),
  });

  function answer(method: string, url: URL, body: Record<string, unknown>): [number, unknown] {
    const path = url.pathname.slice(base.length);
    if (!url.pathname.startsWith(base)) return [404, { message: "Not Found" }];
    if (method === "GET" && path === "/issues") {
      const label = url.searchParams.get("labels");
      const state = url.searchParams.get("state");
      const found = issues
        .filter((issue) => issue.state === state && (!label || issue.labels.includes(label)))
        .sort((a, b) => a.number - b.number);
      return [200, found.map(asJson)];
    }
    if (method === "POST" && path === "/labels") {
      if (labels.has(body.name as string))
        return [422, { message: "Validation Failed", errors: [{ code: "already_exists" }] }];
      labels.add(body.name as string);
      return [201, body];
    }
    if (method === "POST" && path === "/issues") {
      const issue: StandInIssue = {
        number: Math.max(0, ...issues.map((i) => i.number)) + 1,
        title: body.title as string,
        body: body.body as string,
        state: "open",
        labels: options.dropLabels ? [] : (body.labels as string[]),
        comments: [],
      };
      issues.push(issue);
      return [201, asJson(issue)];
    }
    const match = /^\/issues\/(\d+)(\/comments)?$/.exec(path);
    const issue = match && issues.find((i) => i.number === Number(match[1]));
    if (!issue) return [404, { message: "Not Found" }];
    if (method === "PATCH" && !match[2]) {
      Object.assign(issue, body);
      return [200, asJson(issue)];
    }
    if (method === "POST" && match[2]) {
      issue.comments.push(body.body as string);
      return [201, { body: body.body }];
    }
    return [404, { message: "Not Found" }];
  }

  const server = await localServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url!, "http://github.invalid");
    const body = text ? JSON.parse(text) : {};
    requests.push({ method: req.method!, path: url.pathname + url.search, authorization: req.headers.authorization });
    const fail = options.fail;
    const [status, json] =
      fail && `${req.method} ${url.pathname.slice(base.length)}`.startsWith(fail.request)
        ? [fail.status, { message: fail.message }]
        : answer(req.method!, url, body);
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(json));
  });
  return { api: server.origin, issues, labels, requests, close: server.close };
}
