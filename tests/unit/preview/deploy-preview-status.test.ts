import { type Clock, realClock, waitForDeployPreview } from "../../../scripts/preview/deploy-preview-status";
import { localServer } from "../../support/local-server";

const SHA = "a".repeat(40);
const SITE = "hamza-portfolio";
const CONTEXT = `netlify/${SITE}/deploy-preview`;
const PREVIEW = `https://deploy-preview-7--${SITE}.netlify.app`;
const LOG = `https://app.netlify.com/sites/${SITE}/deploys/abc123`;

type Reply = { status?: number; headers?: Record<string, string>; body?: unknown } | "hang";

/** A stand-in for GitHub's combined-status API: answers each request with the next of `replies` (the last one repeats). */
async function standInGitHub(replies: Reply[]) {
  const requests: { url: string; authorization?: string }[] = [];
  const server = await localServer((req, res) => {
    requests.push({ url: req.url!, authorization: req.headers.authorization });
    const reply = replies[Math.min(requests.length - 1, replies.length - 1)];
    if (reply === "hang") return;
    res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers });
    res.end(JSON.stringify(reply.body ?? {}));
  });
  return { api: server.origin, requests, close: server.close };
}

const combined = (state: string, { sha = SHA, url = PREVIEW, description = "" } = {}) => ({
  body: {
    sha,
    state,
    statuses: [
      { context: "ci/test", state: "success", target_url: "https://example.com", description: null },
      { context: CONTEXT, state, target_url: url, description },
    ],
  },
});

/** A clock that only moves when waited on, so that a test of a long wait takes no time. */
function fakeClock(): Clock & { slept: number[] } {
  let now = Date.UTC(2026, 10, 26, 12);
  const slept: number[] = [];
  return { slept, now: () => now, sleep: async (ms) => void (slept.push(ms), (now += ms)) };
}

const options = (api: string) => ({
  api,
  repo: "hamza/portfolio",
  sha: SHA,
  site: SITE,
  token: "github-token",
  timeoutMs: 15 * 60_000,
  pollMs: 15_000,
  // The stand-in answers at once, but a loaded machine can take a second or more to get it to the test.
  requestTimeoutMs: 10_000,
});

let github: Awaited<ReturnType<typeof standInGitHub>>;
afterEach(() => github.close());

it("waits while the preview is pending, then hands over its URL, asking for this commit with the token", async () => {
  github = await standInGitHub([
    { body: { sha: SHA, state: "pending", statuses: [] } },
    combined("pending"),
    combined("success"),
  ]);
  const clock = fakeClock();
  expect(await waitForDeployPreview(options(github.api), clock)).toEqual({ ok: true, url: PREVIEW });
  expect(clock.slept).toEqual([15_000, 15_000]);
  expect(github.requests[0]).toEqual({
    url: `/repos/hamza/portfolio/commits/${SHA}/status?per_page=100`,
    authorization: "Bearer github-token",
  });
});

it.each([
  [
    "fails at once with Netlify's log link when the deploy failed",
    combined("failure", { url: LOG, description: "Deploy failed" }),
    `Netlify's deploy preview failed (Deploy failed). Its log: ${LOG}`,
  ],
  [
    "stops with GitHub's answer when the token may not read the statuses",
    { status: 404, body: { message: "Not Found" } },
    `GitHub answered 404 for hamza/portfolio@${SHA}: {"message":"Not Found"}`,
  ],
])("%s", async (_, reply, reason) => {
  github = await standInGitHub([reply]);
  expect(await waitForDeployPreview(options(github.api), fakeClock())).toEqual({ ok: false, reason });
});

it("ignores the statuses of another commit, and says so when the time is up", async () => {
  github = await standInGitHub([combined("success", { sha: "b".repeat(40) })]);
  const clock = fakeClock();
  const outcome = await waitForDeployPreview(options(github.api), clock);
  expect(outcome).toEqual({
    ok: false,
    reason: `No deploy preview of ${SHA} within 15 min; last seen: statuses of another commit (${"b".repeat(40)}).`,
  });
  expect(clock.slept.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(15 * 60_000);
});

it("gives up within its bound when GitHub never answers", async () => {
  github = await standInGitHub(["hang"]);
  const started = Date.now();
  const outcome = await waitForDeployPreview(
    { ...options(github.api), timeoutMs: 1000, pollMs: 100, requestTimeoutMs: 300 },
    realClock,
  );
  expect(outcome).toEqual({
    ok: false,
    reason: `No deploy preview of ${SHA} within 0 min; last seen: GitHub did not answer (TimeoutError).`,
  });
  expect(Date.now() - started).toBeLessThan(2000);
});

it("waits out GitHub's rate limit until its reset, then goes on", async () => {
  const clock = fakeClock();
  const reset = Math.floor(clock.now() / 1000) + 120;
  github = await standInGitHub([
    {
      status: 403,
      headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(reset) },
      body: { message: "API rate limit exceeded" },
    },
    combined("success"),
  ]);
  expect(await waitForDeployPreview(options(github.api), clock)).toEqual({ ok: true, url: PREVIEW });
  expect(clock.slept).toEqual([120_000]);
});
