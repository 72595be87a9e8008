import type { Context } from "@netlify/functions";
import verifyTurnstileFunction, { config } from "../../../netlify/functions/verify-turnstile";
import { SITEVERIFY_URL } from "../../../netlify/lib/turnstile/siteverify";
import { withFunctionEnv } from "../../support/function-env";

// What the function adds to verifyTurnstile (verify.test.ts): its settings, its reading of the body, its config.
// Its answers to any request, their headers among them, are property.test.ts's.

const SECRET = "0x4AAAAAAAFunction_Secret_abc";
const OVERRIDE_URL = "http://localhost:8898/siteverify";
const ENDPOINT = "https://portfolio.example/api/verify-turnstile";
const PASSED = { success: true, hostname: "portfolio.example", action: "contact" };

const context = { ip: "203.0.113.7" } as Context;
const realFetch = globalThis.fetch;
let fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;
const answerWith = (body: unknown) => fetchMock.mockImplementation(async () => Response.json(body));

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
    duplex: "half", // for a streamed body, as Netlify hands it to the function
  } as RequestInit);
const postToken = (token: string) => post(JSON.stringify({ token }));
const verify = (request = postToken("tok-1")) => verifyTurnstileFunction(request, context);

/** A body that goes on as long as it is read, counting the chunks read; `fail` makes the first read fail. */
function endlessBody({ fail = false } = {}) {
  const read = { chunks: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (fail) return controller.error(new Error("socket hang up"));
      read.chunks++;
      controller.enqueue(new Uint8Array(1024).fill(0x20));
    },
    cancel: () => void (read.cancelled = true),
  });
  return { body, read };
}

const sentTo = () => fetchMock.mock.calls.map(([url]) => String(url));

withFunctionEnv(() => ({ TURNSTILE_SECRET_KEY: SECRET, URL: "https://portfolio.example", CONTEXT: "production" }));

beforeEach(() => {
  fetchMock = jest.fn();
  answerWith(PASSED);
  globalThis.fetch = fetchMock;
});
afterEach(() => (globalThis.fetch = realFetch));

describe("the verify-turnstile function", () => {
  it("asks Cloudflare with the secret, the token and context.ip as remoteip, and passes what it accepts", async () => {
    const response = await verify();
    expect([response.status, await response.json()]).toEqual([200, { ok: true }]);
    expect(sentTo()).toEqual([SITEVERIFY_URL]);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      secret: SECRET,
      response: "tok-1",
      remoteip: "203.0.113.7",
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it.each([
    ["deploy-preview", OVERRIDE_URL],
    ["branch-deploy", OVERRIDE_URL],
    ["dev", OVERRIDE_URL],
    ["no", OVERRIDE_URL],
    ["production", SITEVERIFY_URL],
  ])("in the %s context, with TURNSTILE_SITEVERIFY_URL set, asks %s", async (contextName, url) => {
    process.env.TURNSTILE_SITEVERIFY_URL = OVERRIDE_URL;
    if (contextName === "no") delete process.env.CONTEXT;
    else process.env.CONTEXT = contextName;
    await verify();
    expect(sentTo()).toEqual([url]);
  });

  it("accepts localhost only outside production", async () => {
    answerWith({ ...PASSED, hostname: "localhost" });
    expect((await verify()).status).toBe(422);
    process.env.CONTEXT = "dev";
    expect((await verify()).status).toBe(200);
  });

  it("refuses a huge streamed body with 413 after reading just past the limit", async () => {
    const { body, read } = endlessBody();
    const response = await verify(post(body));
    expect([response.status, await response.json()]).toEqual([413, { ok: false, reason: "payload-too-large" }]);
    expect(read.chunks).toBeLessThanOrEqual(8);
    expect(read.cancelled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const { body, read } = endlessBody();
    expect((await verify(post(body, { "Content-Length": "1000000" }))).status).toBe(413);
    expect(read.chunks).toBeLessThanOrEqual(1); // a stream may pre-fill its queue once when created
  });

  it("answers 400 when the client goes away mid-body", async () => {
    const response = await verify(post(endlessBody({ fail: true }).body));
    expect([response.status, response.headers.get("cache-control")]).toEqual([400, "no-store"]);
  });

  it("reads settings from Netlify.env where the Netlify global exists", async () => {
    const netlifyEnv: Record<string, string> = { ...process.env, TURNSTILE_SECRET_KEY: "0x4AAAAAAAFromNetlifyEnv" };
    (globalThis as { Netlify?: unknown }).Netlify = { env: { get: (name: string) => netlifyEnv[name] } };
    try {
      await verify();
      expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).secret).toBe("0x4AAAAAAAFromNetlifyEnv");
    } finally {
      delete (globalThis as { Netlify?: unknown }).Netlify;
    }
  });
});

it("is served at /api/verify-turnstile to every method (refusing all but POST itself), rate limited per IP and domain", () => {
  // aggregateBy must be an array: Netlify's bundler reads a single string as the domain alone.
  expect(config).toEqual({
    path: "/api/verify-turnstile",
    rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
  });
});
