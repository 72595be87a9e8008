/** @jest-environment node */
import { createSiteverify, SITEVERIFY_URL } from "../../../netlify/lib/turnstile/siteverify";

type FakeFetch = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

const PASSED = { success: true, hostname: "localhost", action: "contact", challenge_ts: "2025-01-01T00:00:00Z" };
const PARAMS = { secret: "0x4AAAAAAASecret", token: "tok-1", ip: "203.0.113.7" };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Answers each call with the next reply; an Error is thrown as a network failure; "hang" waits for the abort. */
function fakeFetch(...replies: (Response | Error | "hang")[]): FakeFetch {
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
    const { verify } = siteverifyWith(fetch);
    expect(await verify(PARAMS)).toEqual({ kind: "answer", data: PASSED });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("http://fake/siteverify");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(sentBodies(fetch)).toEqual([
      { secret: PARAMS.secret, response: "tok-1", remoteip: "203.0.113.7", idempotency_key: "key-1" },
    ]);
  });

  it("leaves remoteip out when there is no IP, and uses Cloudflare's URL and a UUID by default", async () => {
    const fetch = fakeFetch(json(200, PASSED));
    await createSiteverify({ fetch })({ secret: "s", token: "t" });
    const [url] = fetch.mock.calls[0];
    expect(url).toBe(SITEVERIFY_URL);
    const [body] = sentBodies(fetch);
    expect(body).not.toHaveProperty("remoteip");
    expect(body.idempotency_key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("passes a Cloudflare failure through as an answer, without retrying", async () => {
    const failure = { success: false, "error-codes": ["timeout-or-duplicate"] };
    const fetch = fakeFetch(json(200, failure));
    expect(await siteverifyWith(fetch).verify(PARAMS)).toEqual({ kind: "answer", data: failure });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a network error", new TypeError("fetch failed")],
    ["a 500", json(500, { success: false })],
    ["a 503", new Response("Service Unavailable", { status: 503 })],
    ["a timeout", "hang" as const],
  ])("retries once with the same idempotency key after %s", async (_name, firstReply) => {
    const fetch = fakeFetch(firstReply, json(200, PASSED));
    const { verify, newKey } = siteverifyWith(fetch);
    expect(await verify(PARAMS)).toEqual({ kind: "answer", data: PASSED });
    expect(fetch).toHaveBeenCalledTimes(2);
    const [first, second] = sentBodies(fetch);
    expect(second).toEqual(first);
    expect(newKey).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][1]?.signal).not.toBe(fetch.mock.calls[1][1]?.signal);
  });

  it.each([
    ["network errors", new TypeError("fetch failed"), "unavailable"],
    ["5xx answers", json(502, {}), "unavailable"],
    ["timeouts", "hang" as const, "timeout"],
  ])("gives up after two attempts on %s", async (_name, reply, kind) => {
    const fetch = fakeFetch(reply);
    expect(await siteverifyWith(fetch).verify(PARAMS)).toEqual({ kind });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("reports the last failure when a network error is followed by a timeout", async () => {
    const fetch = fakeFetch(new TypeError("fetch failed"), "hang");
    expect(await siteverifyWith(fetch).verify(PARAMS)).toEqual({ kind: "timeout" });
  });

  it.each([400, 401, 403, 404, 429])("does not retry a %i", async (status) => {
    const fetch = fakeFetch(json(status, { success: false }));
    expect(await siteverifyWith(fetch).verify(PARAMS)).toEqual({ kind: "unavailable" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["HTML", "<html>Bad gateway</html>"],
    ["an empty body", ""],
    ["JSON without success", JSON.stringify({ hostname: "localhost" })],
    ["a JSON array", "[true]"],
    ["success as a string", JSON.stringify({ success: "true" })],
  ])("treats a 200 carrying %s as unavailable, without retrying", async (_name, text) => {
    const fetch = fakeFetch(new Response(text, { status: 200 }));
    expect(await siteverifyWith(fetch).verify(PARAMS)).toEqual({ kind: "unavailable" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("times out a body that stops arriving after the headers", async () => {
    const fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":'));
          init?.signal?.addEventListener("abort", () => controller.error(init.signal?.reason));
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    expect(await createSiteverify({ fetch, timeoutMs: 50 })(PARAMS)).toEqual({ kind: "timeout" });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("is bounded by two timeouts in all", async () => {
    const fetch = fakeFetch("hang");
    const started = Date.now();
    await siteverifyWith(fetch, 100).verify(PARAMS);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(180);
    expect(elapsed).toBeLessThan(600);
  });

  it("defaults to 4 s per attempt", async () => {
    const timeout = jest.spyOn(AbortSignal, "timeout");
    try {
      await createSiteverify({ fetch: fakeFetch(json(200, PASSED)) })(PARAMS);
      expect(timeout).toHaveBeenCalledWith(4000);
    } finally {
      timeout.mockRestore();
    }
  });
});
