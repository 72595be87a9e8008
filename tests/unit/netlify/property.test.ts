/** @jest-environment node */
import fc from "fast-check";
import { jsonResponse, readCappedBody } from "../../../netlify/lib/http";
import type { SiteverifyOutcome } from "../../../netlify/lib/turnstile/siteverify";
import { MAX_BODY_BYTES, verifyTurnstile } from "../../../netlify/lib/turnstile/verify";

// The function's own pipeline (real Request → capped body → core → JSON response), with a siteverify that
// may also time out, which through the real function would take seconds.

const REAL_SECRET = "0x4AAAAAAAPropertySecret_7f3c";
const ALLOWED = ["portfolio.example", "localhost"];

const secretArb = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(REAL_SECRET, "1x0000000000000000000000000000000AA") },
  { weight: 1, arbitrary: fc.constantFrom("", undefined) },
);

const methodArb = fc.oneof(
  { weight: 8, arbitrary: fc.constant("POST") },
  { weight: 1, arbitrary: fc.constantFrom("GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS") },
);

const contentTypeArb = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom("application/json", "application/json; charset=utf-8", "Application/JSON") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "application/jsonp",
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant(null) },
);

const tokenArb = fc.oneof(
  { weight: 8, arbitrary: fc.string({ minLength: 1, maxLength: 60 }) },
  { weight: 1, arbitrary: fc.constantFrom("", "x".repeat(2048), "x".repeat(2049), REAL_SECRET) },
  { weight: 1, arbitrary: fc.string({ maxLength: 3000 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.constant(null), fc.constant(undefined)) },
);

const bodyArb = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({ token: tokenArb, extra: fc.option(fc.string()) }).map((value) => JSON.stringify(value)),
  },
  { weight: 1, arbitrary: fc.json() },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 200 }) },
  { weight: 1, arbitrary: fc.constantFrom("", "{", '{"token":', "[]", "null", '"token"') },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 4097, max: 30_000 }).map((size) => JSON.stringify({ token: "t".repeat(size) })),
  },
);

type FakeOutcome = SiteverifyOutcome | { kind: "throws" };

const mostly = <T>(usual: T, ...others: T[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: fc.constantFrom(...others) });

const outcomeArb: fc.Arbitrary<FakeOutcome> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("answer" as const),
      data: fc.record(
        {
          success: fc.boolean(),
          "error-codes": fc.array(
            fc.oneof(fc.constantFrom("invalid-input-response", "timeout-or-duplicate", REAL_SECRET), fc.string()),
            {
              maxLength: 3,
            },
          ),
          hostname: mostly(ALLOWED[0], ALLOWED[1], "evil.example"),
          action: mostly("contact", "login", ""),
        },
        { requiredKeys: ["success"] },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<FakeOutcome>({ kind: "timeout" }, { kind: "unavailable" }, { kind: "throws" }),
  },
);

function buildRequest(method: string, contentType: string | null, body: string): Request {
  const headers = new Headers();
  if (contentType !== null) headers.set("Content-Type", contentType);
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request("https://portfolio.example/api/verify-turnstile", {
    method,
    headers,
    body: hasBody ? body : null,
  });
}

const validHeaderValue = (value: string | null) => {
  try {
    new Headers(value === null ? {} : { "Content-Type": value });
    return true;
  } catch {
    return false;
  }
};

describe("verify-turnstile, for any request and any Cloudflare behaviour", () => {
  it("answers JSON with a boolean ok, no-store, no secret, and 5xx only when Cloudflare or the set-up failed", async () => {
    await fc.assert(
      fc.asyncProperty(
        methodArb,
        contentTypeArb.filter(validHeaderValue),
        bodyArb,
        secretArb,
        outcomeArb,
        async (method, contentType, bodyText, secret, outcome) => {
          const req = buildRequest(method, contentType, bodyText);
          let siteverifyCalls = 0;
          const siteverify = async () => {
            siteverifyCalls++;
            if (outcome.kind === "throws") throw new Error(`network down, secret ${REAL_SECRET}`);
            return outcome;
          };

          const body = method === "POST" ? await readCappedBody(req, MAX_BODY_BYTES) : null;
          const answer = await verifyTurnstile(
            { method, contentType: req.headers.get("content-type"), body, ip: "203.0.113.7" },
            { secret, siteverify, allowedHosts: ALLOWED, action: "contact" },
          );
          const response = jsonResponse(answer.status, answer.body, answer.headers);
          const text = await response.text();

          const parsed = JSON.parse(text);
          expect(typeof parsed.ok).toBe("boolean");
          expect(parsed.ok).toBe(response.status === 200);
          expect(response.headers.get("cache-control")).toBe("no-store");
          expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
          expect(text).not.toContain(REAL_SECRET);
          expect(siteverifyCalls).toBeLessThanOrEqual(1);

          if (response.status >= 500) {
            const cloudflareFailed = siteverifyCalls === 1 && outcome.kind !== "answer";
            expect(cloudflareFailed || !secret).toBe(true);
          }
          if (response.status === 200) {
            expect(outcome.kind === "answer" && outcome.data.success).toBe(true);
          }
          if (response.status >= 400 && response.status < 500 && response.status !== 422) {
            expect(siteverifyCalls).toBe(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
