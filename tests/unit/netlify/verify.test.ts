/** @jest-environment node */
import type {
  SiteverifyOutcome,
  SiteverifyParams,
  SiteverifyResponse,
} from "../../../netlify/lib/turnstile/siteverify";
import { verifyTurnstile, type VerifyDeps, type VerifyRequest } from "../../../netlify/lib/turnstile/verify";

const SECRET = "0x4AAAAAAAReal_Secret_Key_xyz";
const DUMMY_PASS_SECRET = "1x0000000000000000000000000000000AA";
const PASSED: SiteverifyResponse = { success: true, hostname: "portfolio.example", action: "contact" };

function fakeSiteverify(outcome: SiteverifyOutcome | (() => Promise<SiteverifyOutcome>)) {
  return jest.fn((_params: SiteverifyParams) => (typeof outcome === "function" ? outcome() : Promise.resolve(outcome)));
}

const answering = (data: SiteverifyResponse) => fakeSiteverify({ kind: "answer", data });

function deps(overrides: Partial<VerifyDeps> = {}): VerifyDeps {
  return {
    secret: SECRET,
    siteverify: answering(PASSED),
    allowedHosts: ["portfolio.example", "localhost"],
    action: "contact",
    ...overrides,
  };
}

function post(body: unknown, overrides: Partial<VerifyRequest> = {}): VerifyRequest {
  return {
    method: "POST",
    contentType: "application/json",
    body: { text: typeof body === "string" ? body : JSON.stringify(body) },
    ip: "203.0.113.7",
    ...overrides,
  };
}

describe("verifyTurnstile refuses without asking Cloudflare", () => {
  const cases: [string, VerifyRequest, number, string][] = [
    ["a GET", post({ token: "t" }, { method: "GET", body: null }), 405, "method-not-allowed"],
    ["a PUT", post({ token: "t" }, { method: "PUT" }), 405, "method-not-allowed"],
    ["no content type", post({ token: "t" }, { contentType: null }), 415, "unsupported-media-type"],
    [
      "an HTML form post",
      post("token=t", { contentType: "application/x-www-form-urlencoded" }),
      415,
      "unsupported-media-type",
    ],
    ["text/plain", post({ token: "t" }, { contentType: "text/plain" }), 415, "unsupported-media-type"],
    ["application/jsonp", post({ token: "t" }, { contentType: "application/jsonp" }), 415, "unsupported-media-type"],
    ["a body flagged too large", post({}, { body: { tooLarge: true } }), 413, "payload-too-large"],
    ["a body text over 4096 bytes", post({ token: "t", pad: "é".repeat(2100) }), 413, "payload-too-large"],
    ["no body", post({}, { body: null }), 400, "invalid-json"],
    ["an empty body", post(""), 400, "invalid-json"],
    ["malformed JSON", post("{token:"), 400, "invalid-json"],
    ["a JSON array", post([{ token: "t" }]), 400, "invalid-json"],
    ["JSON null", post("null"), 400, "invalid-json"],
    ["a JSON string", post('"t"'), 400, "invalid-json"],
    ["a missing token", post({ tok: "t" }), 400, "invalid-token"],
    ["a numeric token", post({ token: 42 }), 400, "invalid-token"],
    ["an empty token", post({ token: "" }), 400, "invalid-token"],
    ["a token over 2048 chars", post({ token: "x".repeat(2049) }), 400, "invalid-token"],
  ];

  it.each(cases)("%s", async (_name, request, status, reason) => {
    const siteverify = answering(PASSED);
    const answer = await verifyTurnstile(request, deps({ siteverify }));
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ ok: false, reason });
    expect(siteverify).not.toHaveBeenCalled();
  });

  it("names POST in Allow on a 405", async () => {
    const answer = await verifyTurnstile(post({ token: "t" }, { method: "DELETE" }), deps());
    expect(answer.headers).toEqual({ Allow: "POST" });
  });

  it.each([undefined, ""])("fails closed with 500 when the secret is %p", async (secret) => {
    const siteverify = answering(PASSED);
    const answer = await verifyTurnstile(post({ token: "t" }), deps({ secret, siteverify }));
    expect(answer).toEqual({ status: 500, body: { ok: false, reason: "misconfigured" } });
    expect(siteverify).not.toHaveBeenCalled();
  });

  it("checks in order: method, then type, then size", async () => {
    const huge = { body: { tooLarge: true } as const };
    expect(
      (await verifyTurnstile(post("", { ...huge, method: "GET", contentType: "text/plain" }), deps())).status,
    ).toBe(405);
    expect((await verifyTurnstile(post("", { ...huge, contentType: "text/plain" }), deps())).status).toBe(415);
    expect((await verifyTurnstile(post("", huge), deps({ secret: undefined }))).status).toBe(413);
  });
});

describe("verifyTurnstile with Cloudflare's answer", () => {
  it("passes a valid token, sending the secret, the token and the IP", async () => {
    const siteverify = answering(PASSED);
    const answer = await verifyTurnstile(post({ token: "tok-1" }), deps({ siteverify }));
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(siteverify).toHaveBeenCalledTimes(1);
    expect(siteverify).toHaveBeenCalledWith({ secret: SECRET, token: "tok-1", ip: "203.0.113.7" });
  });

  it.each(["application/json; charset=utf-8", "Application/JSON", " application/json ;charset=UTF-8"])(
    "accepts the content type %p",
    async (contentType) => {
      expect((await verifyTurnstile(post({ token: "t" }, { contentType }), deps())).status).toBe(200);
    },
  );

  it("accepts a token of exactly 2048 chars and ignores extra fields", async () => {
    const answer = await verifyTurnstile(post({ token: "x".repeat(2048), name: "Ayesha" }), deps());
    expect(answer.status).toBe(200);
  });

  it("answers 504 when Cloudflare timed out and 502 when it was unavailable", async () => {
    expect(
      await verifyTurnstile(post({ token: "t" }), deps({ siteverify: fakeSiteverify({ kind: "timeout" }) })),
    ).toEqual({
      status: 504,
      body: { ok: false, reason: "verification-unavailable" },
    });
    expect(
      await verifyTurnstile(post({ token: "t" }), deps({ siteverify: fakeSiteverify({ kind: "unavailable" }) })),
    ).toEqual({
      status: 502,
      body: { ok: false, reason: "verification-unavailable" },
    });
  });

  it.each([
    "missing-input-secret",
    "invalid-input-secret",
    "missing-input-response",
    "invalid-input-response",
    "bad-request",
    "timeout-or-duplicate",
    "internal-error",
  ])("passes Cloudflare's error code %s through as a 422", async (code) => {
    const siteverify = answering({ success: false, "error-codes": [code, "other-code"] });
    expect(await verifyTurnstile(post({ token: "t" }), deps({ siteverify }))).toEqual({
      status: 422,
      body: { ok: false, reason: code },
    });
  });

  it.each([
    ["no error codes", { success: false }],
    ["an empty list", { success: false, "error-codes": [] }],
    ["a code that is not Cloudflare-shaped", { success: false, "error-codes": [`<b>${SECRET}</b>`] }],
  ])("says verification-failed on a failure with %s", async (_name, data) => {
    const answer = await verifyTurnstile(
      post({ token: "t" }),
      deps({ siteverify: answering(data as SiteverifyResponse) }),
    );
    expect(answer).toEqual({ status: 422, body: { ok: false, reason: "verification-failed" } });
    expect(JSON.stringify(answer)).not.toContain(SECRET);
  });

  it("refuses a token solved on another hostname", async () => {
    const siteverify = answering({ ...PASSED, hostname: "evil.example" });
    expect(await verifyTurnstile(post({ token: "t" }), deps({ siteverify }))).toEqual({
      status: 422,
      body: { ok: false, reason: "hostname-mismatch" },
    });
    const noHost = answering({ success: true, action: "contact" });
    expect((await verifyTurnstile(post({ token: "t" }), deps({ siteverify: noHost }))).body).toEqual({
      ok: false,
      reason: "hostname-mismatch",
    });
  });

  it("compares hostnames case-insensitively", async () => {
    const siteverify = answering({ ...PASSED, hostname: "Portfolio.Example" });
    expect((await verifyTurnstile(post({ token: "t" }), deps({ siteverify }))).status).toBe(200);
  });

  it("refuses a token solved for another action", async () => {
    for (const action of ["login", undefined, ""]) {
      const siteverify = answering({ ...PASSED, action });
      expect(await verifyTurnstile(post({ token: "t" }), deps({ siteverify }))).toEqual({
        status: 422,
        body: { ok: false, reason: "action-mismatch" },
      });
    }
  });

  it("skips the hostname and action checks for Cloudflare's dummy secrets, but not their failures", async () => {
    const placeholder = answering({ success: true, hostname: "example.com", action: "" });
    expect(
      await verifyTurnstile(post({ token: "t" }), deps({ secret: DUMMY_PASS_SECRET, siteverify: placeholder })),
    ).toEqual({
      status: 200,
      body: { ok: true },
    });
    const failing = answering({ success: false, "error-codes": ["invalid-input-response"] });
    const answer = await verifyTurnstile(
      post({ token: "t" }),
      deps({ secret: "2x0000000000000000000000000000000AA", siteverify: failing }),
    );
    expect(answer.status).toBe(422);
  });

  it("answers 502 instead of throwing when siteverify throws", async () => {
    const siteverify = fakeSiteverify(() => Promise.reject(new Error(`boom ${SECRET}`)));
    const answer = await verifyTurnstile(post({ token: "t" }), deps({ siteverify }));
    expect(answer).toEqual({ status: 502, body: { ok: false, reason: "verification-unavailable" } });
  });

  it("never puts the secret in an answer", async () => {
    const siteverify = answering({ success: false, "error-codes": [SECRET] });
    const answer = await verifyTurnstile(post({ token: SECRET }), deps({ siteverify }));
    expect(JSON.stringify(answer)).not.toContain(SECRET);
  });
});
