/** @jest-environment node */
import type { Context } from "@netlify/functions";
import verifyTurnstileFunction, { config } from "../../../netlify/functions/verify-turnstile";
import { SITEVERIFY_URL } from "../../../netlify/lib/turnstile/siteverify";
import { withFunctionEnv } from "../../support/function-env";

const SECRET = "0x4AAAAAAAFunction_Secret_abc";
const OVERRIDE_URL = "http://localhost:8898/siteverify";
const ENDPOINT = "https://portfolio.example/api/verify-turnstile";
const PASSED = { success: true, hostname: "portfolio.example", action: "contact" };

const context = { ip: "203.0.113.7" } as Context;
const realFetch = globalThis.fetch;
let fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

function answerWith(body: unknown, status = 200) {
  fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

/** A POST whose body arrives as a stream, as Netlify hands it to the function. */
const postStream = (body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request(ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);

const post = (body: BodyInit | null, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
  new Request(ENDPOINT, { method: "POST", headers, body });

const postToken = (token: unknown) => post(JSON.stringify({ token }));

const sentTo = () => fetchMock.mock.calls.map(([url]) => String(url));
const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0][1]?.body));

withFunctionEnv(() => ({
  TURNSTILE_SECRET_KEY: SECRET,
  URL: "https://portfolio.example",
  CONTEXT: "production",
}));

beforeEach(() => {
  fetchMock = jest.fn();
  answerWith(PASSED);
  globalThis.fetch = fetchMock;
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

function expectSafeHeaders(response: Response) {
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
}

describe("the verify-turnstile function", () => {
  it("answers 200 {ok:true} for a token Cloudflare accepts", async () => {
    const response = await verifyTurnstileFunction(postToken("tok-1"), context);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(sentTo()).toEqual([SITEVERIFY_URL]);
  });

  it("sends the secret, the token and context.ip as remoteip", async () => {
    await verifyTurnstileFunction(postToken("tok-1"), context);
    expect(sentBody()).toEqual({
      secret: SECRET,
      response: "tok-1",
      remoteip: "203.0.113.7",
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("sets the JSON, no-store and nosniff headers on every answer, and never echoes the secret", async () => {
    const cases: [Request, number, (() => void)?][] = [
      [postToken("ok"), 200],
      [new Request(ENDPOINT), 405],
      [post("token=x", { "Content-Type": "application/x-www-form-urlencoded" }), 415],
      [post("x".repeat(5000)), 413],
      [post("{"), 400],
      [postToken(""), 400],
      [postToken("ok"), 500, () => delete process.env.TURNSTILE_SECRET_KEY],
      [postToken("ok"), 502, () => answerWith({}, 503)],
      [postToken("ok"), 422, () => answerWith({ success: false, "error-codes": ["invalid-input-secret"] })],
      [postToken("ok"), 422, () => answerWith({ ...PASSED, hostname: "localhost" })],
    ];
    for (const [request, status, arrange] of cases) {
      process.env.TURNSTILE_SECRET_KEY = SECRET;
      answerWith(PASSED);
      arrange?.();
      const response = await verifyTurnstileFunction(request, context);
      expect(response.status).toBe(status);
      expectSafeHeaders(response);
      const text = await response.text();
      expect(typeof JSON.parse(text).ok).toBe("boolean");
      expect(text).not.toContain(SECRET);
    }
  });

  it("answers a GET with 405 and Allow: POST, without reading a body", async () => {
    const response = await verifyTurnstileFunction(new Request(ENDPOINT), context);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(["deploy-preview", "branch-deploy", "dev"])(
    "uses TURNSTILE_SITEVERIFY_URL in the %s context",
    async (contextName) => {
      Object.assign(process.env, { CONTEXT: contextName, TURNSTILE_SITEVERIFY_URL: OVERRIDE_URL });
      await verifyTurnstileFunction(postToken("tok-1"), context);
      expect(sentTo()).toEqual([OVERRIDE_URL]);
    },
  );

  it("uses TURNSTILE_SITEVERIFY_URL when no context is set", async () => {
    delete process.env.CONTEXT;
    process.env.TURNSTILE_SITEVERIFY_URL = OVERRIDE_URL;
    await verifyTurnstileFunction(postToken("tok-1"), context);
    expect(sentTo()).toEqual([OVERRIDE_URL]);
  });

  it("ignores TURNSTILE_SITEVERIFY_URL in production", async () => {
    process.env.TURNSTILE_SITEVERIFY_URL = OVERRIDE_URL;
    await verifyTurnstileFunction(postToken("tok-1"), context);
    expect(sentTo()).toEqual([SITEVERIFY_URL]);
  });

  it("accepts localhost only outside production", async () => {
    answerWith({ ...PASSED, hostname: "localhost" });
    expect((await verifyTurnstileFunction(postToken("t"), context)).status).toBe(422);
    process.env.CONTEXT = "dev";
    expect((await verifyTurnstileFunction(postToken("t"), context)).status).toBe(200);
  });

  it("refuses a huge streamed body with 413 after reading just past the limit", async () => {
    let chunksPulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunksPulled++;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = postStream(endless);
    const response = await verifyTurnstileFunction(request, context);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, reason: "payload-too-large" });
    expect(chunksPulled).toBeLessThanOrEqual(8);
    expect(cancelled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    let chunksPulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunksPulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = postStream(body, { "Content-Length": "1000000" });
    expect((await verifyTurnstileFunction(request, context)).status).toBe(413);
    expect(chunksPulled).toBeLessThanOrEqual(1); // a stream may pre-fill its queue once when created
  });

  it("answers 400 when the client goes away mid-body", async () => {
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("socket hang up"));
      },
    });
    const request = postStream(broken);
    const response = await verifyTurnstileFunction(request, context);
    expect(response.status).toBe(400);
    expectSafeHeaders(response);
  });

  it("reads settings from Netlify.env where the Netlify global exists", async () => {
    const netlifyEnv: Record<string, string> = {
      TURNSTILE_SECRET_KEY: "0x4AAAAAAAFromNetlifyEnv",
      URL: "https://portfolio.example",
      CONTEXT: "production",
    };
    (globalThis as { Netlify?: unknown }).Netlify = { env: { get: (name: string) => netlifyEnv[name] } };
    try {
      await verifyTurnstileFunction(postToken("tok-1"), context);
      expect(sentBody().secret).toBe("0x4AAAAAAAFromNetlifyEnv");
    } finally {
      delete (globalThis as { Netlify?: unknown }).Netlify;
    }
  });
});

describe("the function's config", () => {
  it("serves /api/verify-turnstile to every method (refusing all but POST itself), rate limited per IP and domain", () => {
    expect(config).toEqual({
      path: "/api/verify-turnstile",
      rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
    });
    expect(Array.isArray(config.rateLimit?.aggregateBy)).toBe(true);
  });
});
