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
    expect(["", "Bad Code", "<b>x</b>", "x".repeat(65), 42, null].filter(isCloudflareErrorCode)).toEqual([]);
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
    [{ ok: true }, true, undefined],
    [{ ok: false, reason: "invalid-token" }, false, "invalid-token"],
    [{ ok: false }, false, undefined],
    [{ ok: "true", reason: 7 }, false, undefined],
    [{ reason: "Whatever Came Back" }, false, "Whatever Came Back"],
    [null, false, undefined],
    [[true], false, undefined],
    ["Too Many Requests", false, undefined],
  ])("reads %p as ok: %p, reason: %p", (body, ok, reason) => {
    expect(readVerifyBody(body)).toEqual({ ok, reason });
  });
});

describe("verifyToken", () => {
  const ok = JSON.stringify({ ok: true });
  it.each([
    [ok, { status: 200 }, { status: 200, retryAfter: null, ok: true, reason: undefined }],
    [
      JSON.stringify({ ok: false, reason: "hostname-mismatch" }),
      { status: 422 },
      { status: 422, retryAfter: null, ok: false, reason: "hostname-mismatch" },
    ],
    // A non-2xx is not ok even if its body says so.
    [ok, { status: 500 }, { status: 500, retryAfter: null, ok: false, reason: undefined }],
    // Netlify's rate limit: Retry-After, and a body that is not JSON.
    [
      "Too Many Requests",
      { status: 429, headers: { "Retry-After": "30" } },
      { status: 429, retryAfter: "30", ok: false, reason: undefined },
    ],
  ])("posts the token as JSON to the endpoint; reads %s (%p)", async (body, init, answer) => {
    const fetchImpl = jest.fn(async (..._: unknown[]) => new Response(body, init));
    expect(await verifyToken("tok", fetchImpl as unknown as typeof fetch)).toEqual(answer);
    expect(fetchImpl).toHaveBeenCalledWith(
      VERIFY_ENDPOINT,
      expect.objectContaining({
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"token":"tok"}',
      }),
    );
  });
});
