import type { Context } from "@netlify/functions";
import fc from "fast-check";
import verifyTurnstileFunction from "../../../netlify/functions/verify-turnstile";
import { isVerifyResponseBody } from "../../../src/contact/verify-contract";
import { withFunctionEnv } from "../../support/function-env";

// The function as Netlify runs it, for any request, secret and behaviour of Cloudflare's (fetch is the stand-in).
// Cloudflare's timeouts, which take seconds here, are tested in siteverify.test.ts and verify.test.ts.

const REAL_SECRET = "0x4AAAAAAAPropertySecret_7f3c";

const weighted = <T>(...choices: [number, fc.Arbitrary<T>][]) =>
  fc.oneof(...choices.map(([weight, arbitrary]) => ({ weight, arbitrary })));
const mostly = <T>(usual: T, ...others: T[]) => weighted([3, fc.constant(usual)], [1, fc.constantFrom(...others)]);

const secretArb = weighted<string | undefined>(
  [6, fc.constantFrom(REAL_SECRET, "1x0000000000000000000000000000000AA")],
  [1, fc.constantFrom("", undefined)],
);

const methodArb = weighted([8, fc.constant("POST")], [1, fc.constantFrom("GET", "HEAD", "PUT", "DELETE", "OPTIONS")]);

const contentTypeArb = weighted<string | null>(
  [8, fc.constantFrom("application/json", "application/json; charset=utf-8", "Application/JSON")],
  [1, fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "application/jsonp")],
  [1, fc.stringMatching(/^[ -~]{0,40}$/)],
  [1, fc.constant(null)],
);

const tokenArb = weighted<unknown>(
  [8, fc.string({ minLength: 1, maxLength: 60 })],
  [1, fc.constantFrom("", "x".repeat(2048), "x".repeat(2049), REAL_SECRET)],
  [1, fc.string({ maxLength: 3000 })],
  [1, fc.constantFrom(42, null, undefined)],
);

const bodyArb = weighted(
  [10, fc.record({ token: tokenArb, extra: fc.option(fc.string()) }).map((value) => JSON.stringify(value))],
  [1, fc.json()],
  [1, fc.string({ unit: "grapheme", maxLength: 200 })],
  [1, fc.constantFrom("", "{", '{"token":', "[]", "null", '"token"')],
  [1, fc.integer({ min: 4097, max: 30_000 }).map((size) => JSON.stringify({ token: "t".repeat(size) }))],
);

/** What Cloudflare does with the request: answers (its JSON verdict, or another status or body), or is unreachable. */
type Cloudflare = { verdict: object } | { status: number } | { body: string } | { unreachable: true };
const cloudflareArb = weighted<Cloudflare>(
  [
    4,
    fc.record({
      verdict: fc.record(
        {
          success: fc.boolean(),
          "error-codes": fc.array(
            fc.oneof(fc.constantFrom("invalid-input-response", "timeout-or-duplicate", REAL_SECRET), fc.string()),
            { maxLength: 3 },
          ),
          hostname: mostly("portfolio.example", "localhost", "evil.example"),
          action: mostly("contact", "login", ""),
        },
        { requiredKeys: ["success"] },
      ),
    }),
  ],
  [1, fc.record({ status: fc.constantFrom(400, 429, 500, 503) })],
  [1, fc.record({ body: fc.constantFrom("<html>Bad gateway</html>", "", `{"secret":"${REAL_SECRET}"}`) })],
  [1, fc.constant({ unreachable: true as const })],
);

function cloudflareFetch(cloudflare: Cloudflare) {
  return jest.fn(async () => {
    if ("unreachable" in cloudflare) throw new TypeError("fetch failed");
    if ("status" in cloudflare) return new Response("{}", { status: cloudflare.status });
    return new Response("body" in cloudflare ? cloudflare.body : JSON.stringify(cloudflare.verdict));
  });
}

withFunctionEnv(() => ({ URL: "https://portfolio.example", CONTEXT: "production" }));
const realFetch = globalThis.fetch;
afterEach(() => (globalThis.fetch = realFetch));

it("answers the JSON of the shared contract with safe headers, no secret, and 5xx only when Cloudflare or the set-up failed", async () => {
  await fc.assert(
    fc.asyncProperty(
      methodArb,
      contentTypeArb,
      bodyArb,
      secretArb,
      cloudflareArb,
      async (method, contentType, body, secret, cloudflare) => {
        if (secret === undefined) delete process.env.TURNSTILE_SECRET_KEY;
        else process.env.TURNSTILE_SECRET_KEY = secret;
        const fetch = cloudflareFetch(cloudflare);
        globalThis.fetch = fetch;
        const request = new Request("https://portfolio.example/api/verify-turnstile", {
          method,
          headers: contentType === null ? {} : { "Content-Type": contentType },
          body: method === "GET" || method === "HEAD" ? null : body,
        });

        const response = await verifyTurnstileFunction(request, { ip: "203.0.113.7" } as Context);
        const text = await response.text();
        const { status } = response;

        expect(isVerifyResponseBody(JSON.parse(text))).toBe(true);
        expect(JSON.parse(text).ok).toBe(status === 200);
        expect(Object.fromEntries(response.headers)).toMatchObject({
          "content-type": "application/json; charset=utf-8",
          "cache-control": "no-store",
          "x-content-type-options": "nosniff",
        });
        expect(response.headers.get("allow")).toBe(status === 405 ? "POST" : null);
        expect(text).not.toContain(REAL_SECRET);
        // One question to Cloudflare, asked again only when it could not answer.
        const asked = fetch.mock.calls.length;
        expect(asked).toBeLessThanOrEqual("verdict" in cloudflare ? 1 : 2);
        if (status >= 500) expect(!secret || (asked > 0 && !("verdict" in cloudflare))).toBe(true);
        if (status === 200) expect("verdict" in cloudflare && cloudflare.verdict).toMatchObject({ success: true });
        if (status >= 400 && status < 500 && status !== 422) expect(asked).toBe(0);
      },
    ),
    { numRuns: 300 },
  );
});
