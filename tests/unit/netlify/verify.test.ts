import type { SiteverifyOutcome, SiteverifyResponse } from "../../../netlify/lib/turnstile/siteverify";
import { verifyTurnstile, type VerifyDeps, type VerifyRequest } from "../../../netlify/lib/turnstile/verify";

const SECRET = "0x4AAAAAAAReal_Secret_Key_xyz";
const PASSED: SiteverifyResponse = { success: true, hostname: "portfolio.example", action: "contact" };

const answer = (data: SiteverifyResponse): SiteverifyOutcome => ({ kind: "answer", data });
const failure = (...codes: unknown[]) => answer({ success: false, "error-codes": codes as string[] });

function deps(overrides: Partial<VerifyDeps> = {}): VerifyDeps {
  return {
    secret: SECRET,
    siteverify: jest.fn(async () => answer(PASSED)),
    allowedHosts: ["portfolio.example", "localhost"],
    action: "contact",
    ...overrides,
  };
}

function post(body: unknown, overrides: Partial<VerifyRequest> = {}): VerifyRequest {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return { method: "POST", contentType: "application/json", body: { text }, ip: "203.0.113.7", ...overrides };
}

const T = { token: "t" };
const refused = (status: number, reason: string) => ({ status, body: { ok: false, reason } });

describe("verifyTurnstile refuses without asking Cloudflare", () => {
  const typed = (contentType: string | null) => post(T, { contentType });
  const TOO_LARGE = { body: { tooLarge: true } } as const;
  // Each refusal comes before the next: method, type, size, body, token, and last the secret.
  it.each<[number, string, VerifyRequest[]]>([
    [405, "method-not-allowed", [post(T, { method: "GET", body: null }), post(T, { method: "PUT" })]],
    [405, "method-not-allowed", [post(T, { method: "GET", contentType: "text/plain", ...TOO_LARGE })]],
    [415, "unsupported-media-type", [typed(null), typed("text/plain"), typed("application/jsonp")]],
    [415, "unsupported-media-type", [post("token=t", { contentType: "application/x-www-form-urlencoded" })]],
    [415, "unsupported-media-type", [post(T, { contentType: "text/plain", ...TOO_LARGE })]],
    [413, "payload-too-large", [post(T, TOO_LARGE), post({ token: "t", pad: "é".repeat(2100) })]],
    [400, "invalid-json", [post(T, { body: null }), post(""), post("{token:"), post([T]), post("null"), post('"t"')]],
    [400, "invalid-token", [post({ tok: "t" }), post({ token: 42 }), post({ token: "" })]],
    [400, "invalid-token", [post({ token: "x".repeat(2049) })]],
  ])("answers %i %s", async (status, reason, requests) => {
    const { siteverify } = deps();
    for (const request of requests) {
      expect(await verifyTurnstile(request, deps({ siteverify, secret: "" }))).toMatchObject(refused(status, reason));
    }
    expect(siteverify).not.toHaveBeenCalled();
  });

  it("names POST in Allow on a 405", async () => {
    expect((await verifyTurnstile(post(T, { method: "DELETE" }), deps())).headers).toEqual({ Allow: "POST" });
  });

  it.each([undefined, ""])("fails closed with 500 when the secret is %p", async (secret) => {
    const { siteverify } = deps();
    expect(await verifyTurnstile(post(T), deps({ secret, siteverify }))).toEqual(refused(500, "misconfigured"));
    expect(siteverify).not.toHaveBeenCalled();
  });
});

describe("verifyTurnstile with Cloudflare's answer", () => {
  it("passes a valid token, sending the secret, the token and the IP", async () => {
    const { siteverify } = deps();
    const answered = await verifyTurnstile(post({ token: "tok-1" }), deps({ siteverify }));
    expect(answered).toEqual({ status: 200, body: { ok: true } });
    expect(siteverify).toHaveBeenCalledTimes(1);
    expect(siteverify).toHaveBeenCalledWith({ secret: SECRET, token: "tok-1", ip: "203.0.113.7" });
  });

  it("accepts any spelling of application/json, a token of exactly 2048 chars, and extra fields", async () => {
    const requests = ["application/json; charset=utf-8", "Application/JSON", " application/json ;charset=UTF-8"]
      .map((contentType) => post(T, { contentType }))
      .concat(post({ token: "x".repeat(2048), name: "Ayesha" }));
    for (const request of requests) expect((await verifyTurnstile(request, deps())).status).toBe(200);
  });

  const DUMMY = { secret: "1x0000000000000000000000000000000AA" };
  it.each<[string, number, string, SiteverifyOutcome, Partial<VerifyDeps>?]>([
    ["a pass on the site's hostname, in any case", 200, "ok", answer({ ...PASSED, hostname: "Portfolio.Example" })],
    ["a timeout", 504, "verification-unavailable", { kind: "timeout" }],
    ["no usable answer", 502, "verification-unavailable", { kind: "unavailable" }],
    ["a refusal: Cloudflare's first code", 422, "timeout-or-duplicate", failure("timeout-or-duplicate", "bad-request")],
    ["a refusal with no error codes", 422, "verification-failed", answer({ success: false })],
    ["a refusal with an empty list of codes", 422, "verification-failed", failure()],
    ["a refusal whose code is not Cloudflare-shaped", 422, "verification-failed", failure(`<b>${SECRET}</b>`)],
    ["a refusal whose code is the secret", 422, "verification-failed", failure(SECRET)],
    ["a pass on another hostname", 422, "hostname-mismatch", answer({ ...PASSED, hostname: "evil.example" })],
    ["a pass with no hostname", 422, "hostname-mismatch", answer({ success: true, action: "contact" })],
    ["a pass for another action", 422, "action-mismatch", answer({ ...PASSED, action: "login" })],
    ["a pass with no action", 422, "action-mismatch", answer({ ...PASSED, action: undefined })],
    ["a pass with an empty action", 422, "action-mismatch", answer({ ...PASSED, action: "" })],
    // Cloudflare's dummy secrets answer with a placeholder hostname and action: only their verdict counts.
    ["a dummy secret's pass", 200, "ok", answer({ success: true, hostname: "example.com", action: "" }), DUMMY],
    ["a dummy secret's refusal", 422, "invalid-input-response", failure("invalid-input-response"), DUMMY],
  ])("answers %s with %i %s, never naming the secret", async (_name, status, reason, outcome, overrides = {}) => {
    const answered = await verifyTurnstile(post(T), deps({ siteverify: async () => outcome, ...overrides }));
    expect(answered).toEqual(reason === "ok" ? { status, body: { ok: true } } : refused(status, reason));
    expect(JSON.stringify(answered)).not.toContain(SECRET);
  });

  it("answers 502 instead of throwing when siteverify throws", async () => {
    const siteverify = () => Promise.reject(new Error(`boom ${SECRET}`));
    const answered = await verifyTurnstile(post(T), deps({ siteverify }));
    expect(answered).toEqual(refused(502, "verification-unavailable"));
  });
});
