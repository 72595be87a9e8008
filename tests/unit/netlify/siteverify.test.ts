import { createSiteverify, SITEVERIFY_URL } from "../../../netlify/lib/turnstile/siteverify";

type FakeFetch = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;
type Reply = Response | Error | "hang";

const PASSED = { success: true, hostname: "localhost", action: "contact", challenge_ts: "2025-01-01T00:00:00Z" };
const REFUSED = { success: false, "error-codes": ["timeout-or-duplicate"] };
const PARAMS = { secret: "0x4AAAAAAASecret", token: "tok-1", ip: "203.0.113.7" };
const NETWORK_ERROR = new TypeError("fetch failed");

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** Answers each call with the next reply; an Error is thrown as a network failure; "hang" waits for the abort. */
function fakeFetch(...replies: Reply[]): FakeFetch {
  let call = 0;
  return jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    const reply = replies[Math.min(call++, replies.length - 1)];
    if (reply === "hang") {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    }
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply.clone());
  });
}

const sentBodies = (fetch: FakeFetch) => fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

function siteverifyWith(fetch: FakeFetch, timeoutMs = 50) {
  const newKey = jest.fn(() => "key-1");
  return { verify: createSiteverify({ fetch, url: "http://fake/siteverify", timeoutMs, newKey }), newKey };
}

describe("createSiteverify", () => {
  it("POSTs the secret, token, IP and an idempotency key as JSON", async () => {
    const fetch = fakeFetch(json(200, PASSED));
    expect(await siteverifyWith(fetch).verify(PARAMS)).toEqual({ kind: "answer", data: PASSED });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("http://fake/siteverify");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(sentBodies(fetch)).toEqual([
      { secret: PARAMS.secret, response: "tok-1", remoteip: "203.0.113.7", idempotency_key: "key-1" },
    ]);
  });

  it("leaves remoteip out when there is no IP, and uses Cloudflare's URL, a UUID and 4 s per attempt by default", async () => {
    const fetch = fakeFetch(json(200, PASSED));
    const timeout = jest.spyOn(AbortSignal, "timeout");
    try {
      await createSiteverify({ fetch })({ secret: "s", token: "t" });
      expect(timeout).toHaveBeenCalledWith(4000);
    } finally {
      timeout.mockRestore();
    }
    expect(fetch.mock.calls[0][0]).toBe(SITEVERIFY_URL);
    const [body] = sentBodies(fetch);
    expect(body).not.toHaveProperty("remoteip");
    expect(body.idempotency_key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  // A network error, a timeout or a 5xx is tried once more, with the same body and idempotency key; nothing else is.
  const passed = { kind: "answer", data: PASSED };
  const unavailable = { kind: "unavailable" };
  const timeout = { kind: "timeout" };
  it.each<[string, Reply[], object, number]>([
    ["Cloudflare's refusal", [json(200, REFUSED)], { kind: "answer", data: REFUSED }, 1],
    ["a network error, then a pass", [NETWORK_ERROR, json(200, PASSED)], passed, 2],
    ["a 500, then a pass", [json(500, { success: false }), json(200, PASSED)], passed, 2],
    ["a 503 in text, then a pass", [new Response("Unavailable", { status: 503 }), json(200, PASSED)], passed, 2],
    ["a timeout, then a pass", ["hang", json(200, PASSED)], passed, 2],
    ["two network errors", [NETWORK_ERROR], unavailable, 2],
    ["two 5xx answers", [json(502, {})], unavailable, 2],
    ["two timeouts", ["hang"], timeout, 2],
    ["a network error, then a timeout", [NETWORK_ERROR, "hang"], timeout, 2],
    ["a 400", [json(400, {})], unavailable, 1],
    ["a 401", [json(401, {})], unavailable, 1],
    ["a 403", [json(403, {})], unavailable, 1],
    ["a 404", [json(404, {})], unavailable, 1],
    ["a 429", [json(429, {})], unavailable, 1],
    ["a 200 carrying HTML", [new Response("<html>Bad gateway</html>")], unavailable, 1],
    ["a 200 carrying nothing", [new Response("")], unavailable, 1],
    ["a 200 carrying JSON without success", [json(200, { hostname: "localhost" })], unavailable, 1],
    ["a 200 carrying a JSON array", [json(200, [true])], unavailable, 1],
    ["a 200 carrying success as a string", [json(200, { success: "true" })], unavailable, 1],
  ])("after %s, reports %j in %i attempt(s)", async (_name, replies, outcome, attempts) => {
    const fetch = fakeFetch(...replies);
    const { verify, newKey } = siteverifyWith(fetch);
    expect(await verify(PARAMS)).toEqual(outcome);
    expect(fetch).toHaveBeenCalledTimes(attempts);
    expect(newKey).toHaveBeenCalledTimes(1);
    const [first, second = first] = sentBodies(fetch);
    expect(second).toEqual(first);
    if (attempts === 2) expect(fetch.mock.calls[0][1]?.signal).not.toBe(fetch.mock.calls[1][1]?.signal);
  });

  it("times out a body that stops arriving after the headers", async () => {
    const fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":'));
          init?.signal?.addEventListener("abort", () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200 });
    });
    expect(await createSiteverify({ fetch, timeoutMs: 50 })(PARAMS)).toEqual({ kind: "timeout" });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("is bounded by two timeouts in all", async () => {
    const started = Date.now();
    await siteverifyWith(fakeFetch("hang"), 100).verify(PARAMS);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(180);
    expect(elapsed).toBeLessThan(600);
  });
});
