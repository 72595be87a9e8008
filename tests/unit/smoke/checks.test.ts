import {
  checkEmailKeys,
  checkFile,
  checkMissing,
  checkPage,
  checkRefusal,
  checkVerifyAnswer,
  formatCheck,
} from "../../../scripts/smoke/checks";

const expected = { "X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff" };
const CSP = "default-src 'none'; script-src 'self' https://challenges.cloudflare.com";

describe("checkPage", () => {
  const all = new Headers({ ...expected, "Content-Security-Policy": CSP });

  it("passes a 200 with the CSP and every expected header, and fails any other status", () => {
    expect(checkPage("/", 200, all, expected)).toMatchObject({ ok: true });
    expect(checkPage("/", 404, all, expected)).toMatchObject({ ok: false, detail: "status 404" });
  });

  it("names each header that is missing or different, the CSP included", () => {
    const headers = new Headers({ "X-Frame-Options": "SAMEORIGIN", "X-Content-Type-Options": "nosniff" });
    expect(checkPage("/projects/", 200, headers, expected)).toEqual({
      name: "/projects/ answers 200 with the security headers",
      ok: false,
      detail: "missing or different: Content-Security-Policy, X-Frame-Options",
    });
  });
});

describe("checkVerifyAnswer", () => {
  it("passes when Cloudflare refuses the made-up token with its own reason", () => {
    expect(checkVerifyAnswer(422, { ok: false, reason: "invalid-input-response" })).toMatchObject({
      ok: true,
      detail: "422, Cloudflare's reason: invalid-input-response",
    });
  });

  it.each([
    // No secret, or an always-pass test secret that lets a made-up token through: the owner must set it.
    [500, { ok: false, reason: "misconfigured" }, expect.stringContaining("TURNSTILE_SECRET_KEY")],
    [200, { ok: true }, expect.stringContaining("TURNSTILE_SECRET_KEY")],
    [502, { ok: false, reason: "verification-unavailable" }, expect.any(String)],
    [504, { ok: false, reason: "verification-unavailable" }, expect.any(String)],
    [404, null, expect.any(String)],
    [422, { ok: false, reason: "hostname-mismatch" }, expect.any(String)],
  ])("fails on %i %j: not Cloudflare's refusal", (status, body, detail) => {
    expect(checkVerifyAnswer(status, body)).toMatchObject({ ok: false, detail });
  });
});

describe("checkEmailKeys", () => {
  const pageData = (keys: Record<string, string>) => ({ result: { data: { site: { email: "a@b.c", ...keys } } } });
  const real = { emailjsPublicKey: "pK3x9fQw2LmNoPq7R", emailjsServiceId: "service_h4m2q9x" };

  it("passes real-looking keys, and names each placeholder key", () => {
    expect(checkEmailKeys(pageData({ ...real, emailjsTemplateId: "template_8wd3kzp" }))).toMatchObject({ ok: true });
    const placeholders = { emailjsPublicKey: "REPLACE_ME_emailjs_public_key", emailjsTemplateId: "REPLACE_ME_x" };
    expect(checkEmailKeys(pageData({ ...real, ...placeholders }))).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/^emailjsPublicKey is still the placeholder .*; emailjsTemplateId is still/),
    });
  });

  it("fails when the page data holds no keys", () => {
    expect(checkEmailKeys({ result: {} })).toMatchObject({
      ok: false,
      detail: expect.stringContaining("not in the page data"),
    });
  });
});

describe("checkFile", () => {
  const robots = { type: "text/plain", contains: "Sitemap: " };

  it("passes a file served with its type and what it must hold", () => {
    expect(checkFile("/robots.txt", 200, "text/plain; charset=utf-8", "Sitemap: https://x/", robots)).toMatchObject({
      ok: true,
    });
  });

  it.each([
    [404, "text/html", "", "status 404"],
    [200, "text/html", "<html>", "served as text/html"],
    [200, "text/plain", "User-agent: *", "does not contain Sitemap: "],
  ])("fails a %s %s answer, saying why", (status, type, body, detail) => {
    expect(checkFile("/robots.txt", status, type, body, robots)).toEqual({
      name: "/robots.txt answers 200",
      ok: false,
      detail,
    });
  });
});

it("wants a missing page to answer 404, and the function to refuse what it cannot use", () => {
  expect(checkMissing("/nope/", 404).ok).toBe(true);
  expect(checkMissing("/nope/", 200)).toMatchObject({ ok: false, detail: "status 200" });
  expect(checkRefusal("a GET", 405, 405).ok).toBe(true);
  expect(checkRefusal("a GET", 200, 405)).toMatchObject({ ok: false, detail: "status 200, 405 expected" });
});

it("formats one line per check", () => {
  expect(formatCheck({ name: "x", ok: true, detail: "fine" })).toBe("✓ x: fine");
  expect(formatCheck({ name: "x", ok: false, detail: "broken" })).toBe("✗ x: broken");
});
