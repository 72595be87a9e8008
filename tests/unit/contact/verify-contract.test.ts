/** @jest-environment node */
import { verifyTurnstile, type VerifyDeps } from "../../../netlify/lib/turnstile/verify";
import { config } from "../../../netlify/functions/verify-turnstile";
import {
  isCloudflareErrorCode,
  isVerifyResponseBody,
  readVerifyBody,
  VERIFY_ENDPOINT,
  VERIFY_REASON,
} from "../../../src/contact/verify-contract";
import { verifyToken } from "../../../src/contact/verify-client";

describe("the verify contract", () => {
  it("names the path the function is served at", () => {
    expect(VERIFY_ENDPOINT).toBe("/api/verify-turnstile");
    expect(config.path).toBe(VERIFY_ENDPOINT);
  });

  it("has reason codes of the same shape as Cloudflare's error codes", () => {
    expect(Object.values(VERIFY_REASON).filter((code) => !isCloudflareErrorCode(code))).toEqual([]);
    expect(isCloudflareErrorCode("timeout-or-duplicate")).toBe(true);
    expect(["", "Bad Code", "<b>x</b>", "x".repeat(65), 42, null].map(isCloudflareErrorCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it.each([
    [{ ok: true }, true],
    [{ ok: false, reason: VERIFY_REASON.invalidJson }, true],
    [{ ok: false, reason: "timeout-or-duplicate" }, true],
    [{ ok: false }, false],
    [{ ok: false, reason: "Not A Code" }, false],
    [{ ok: "true" }, false],
    [null, false],
    ["ok", false],
  ])("isVerifyResponseBody(%p) is %p", (body, expected) => {
    expect(isVerifyResponseBody(body)).toBe(expected);
  });

  it("holds for the function's answers", async () => {
    const deps: VerifyDeps = {
      secret: "0x4AAAAAAAContract_Secret",
      siteverify: async () => ({ kind: "answer", data: { success: false, "error-codes": ["invalid-input-response"] } }),
      allowedHosts: ["portfolio.example"],
      action: "contact",
    };
    const requests = [
      { method: "GET", contentType: null, body: null },
      { method: "POST", contentType: "text/plain", body: { text: "x" } },
      { method: "POST", contentType: "application/json", body: { text: "{" } },
      { method: "POST", contentType: "application/json", body: { text: '{"token":"t"}' } },
    ];
    for (const request of requests)
      expect(isVerifyResponseBody((await verifyTurnstile(request, deps)).body)).toBe(true);
  });
});

describe("readVerifyBody", () => {
  it.each([
    [{ ok: true }, { ok: true, reason: undefined }],
    [
      { ok: false, reason: "invalid-token" },
      { ok: false, reason: "invalid-token" },
    ],
    [{ ok: false }, { ok: false, reason: undefined }],
    [
      { ok: "true", reason: 7 },
      { ok: false, reason: undefined },
    ],
    [{ reason: "Whatever Came Back" }, { ok: false, reason: "Whatever Came Back" }],
    [null, { ok: false, reason: undefined }],
    [[true], { ok: false, reason: undefined }],
    ["Too Many Requests", { ok: false, reason: undefined }],
  ])("reads %p as %p", (body, reading) => {
    expect(readVerifyBody(body)).toEqual(reading);
  });
});

describe("verifyToken", () => {
  const answering = (body: BodyInit | null, init: ResponseInit) => jest.fn(async () => new Response(body, init));

  it("posts the token as JSON to the endpoint", async () => {
    const fetchImpl = answering(JSON.stringify({ ok: true }), { status: 200 });
    expect(await verifyToken("tok", fetchImpl as unknown as typeof fetch)).toEqual({
      status: 200,
      retryAfter: null,
      ok: true,
      reason: undefined,
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(VERIFY_ENDPOINT);
    expect(init).toMatchObject({
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"token":"tok"}',
    });
  });

  it("reads a refusal's reason, and is not ok on a non-2xx even if the body says ok", async () => {
    const refused = answering(JSON.stringify({ ok: false, reason: "hostname-mismatch" }), { status: 422 });
    expect(await verifyToken("t", refused as unknown as typeof fetch)).toEqual({
      status: 422,
      retryAfter: null,
      ok: false,
      reason: "hostname-mismatch",
    });
    const odd = answering(JSON.stringify({ ok: true }), { status: 500 });
    expect((await verifyToken("t", odd as unknown as typeof fetch)).ok).toBe(false);
  });

  it("reads Netlify's 429 with Retry-After and a body that is not JSON", async () => {
    const limited = answering("Too Many Requests", { status: 429, headers: { "Retry-After": "30" } });
    expect(await verifyToken("t", limited as unknown as typeof fetch)).toEqual({
      status: 429,
      retryAfter: "30",
      ok: false,
      reason: undefined,
    });
  });
});
