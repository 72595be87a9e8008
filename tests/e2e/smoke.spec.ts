import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";

// `npm run smoke` against the build served by netlify dev, with the fake siteverify as Cloudflare. The content
// ships placeholder EmailJS keys, so the keys check fails here: the script names them and exits non-zero. (Its
// passing case, with real keys, is a unit test of the check.)
test("npm run smoke checks the routes' headers, the function's refusal of a made-up token, and the keys", async ({
  baseURL,
}) => {
  const run = promisify(execFile)("npm", ["run", "--silent", "smoke", "--", baseURL!], { timeout: 60_000 });
  const failure = await run.then(
    () => ({ code: 0, stdout: "" }),
    (error: { code: number; stdout: string }) => error,
  );
  expect(failure.code).toBe(1);
  expect(failure.stdout.trim().split("\n")).toEqual([
    expect.stringMatching(/^✓ \/ answers 200 with the security headers: status 200, \d+ headers$/),
    expect.stringMatching(/^✓ \/projects\/ answers 200 with the security headers/),
    expect.stringMatching(/^✓ \/cv\/ answers 200 with the security headers/),
    "✓ /api/verify-turnstile: Cloudflare refuses a made-up token: 422, Cloudflare's reason: invalid-input-response",
    expect.stringMatching(
      /^✗ the page's EmailJS keys are not placeholders: emailjsPublicKey is still the placeholder "REPLACE_ME_emailjs_public_key".*emailjsServiceId.*emailjsTemplateId/,
    ),
  ]);
});
