import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { FROM_CONTENT, readContent } from "./content";
import { CV_PAPERS, cvPdfPath } from "../../src/cv/cv-paths";
import { EMAILJS_KEY_FIELDS, emailjsKeyProblem } from "../../src/content/live-keys";

const slugs: string[] = readContent("projects.json").map((p: { slug: string }) => p.slug);

// `npm run smoke` against the build served by netlify dev, with the fake siteverify as Cloudflare. Content that still
// holds the placeholder EmailJS keys, as the launch content does, fails the keys check: the script names them and
// exits non-zero.
test(
  "npm run smoke checks every route, the files, the 404, the function, the keys and a Chromium page load",
  FROM_CONTENT,
  async ({ baseURL }) => {
    test.setTimeout(90_000);
    const run = promisify(execFile)("npm", ["run", "--silent", "smoke", "--", baseURL!], { timeout: 80_000 });
    const result = await run.then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => error,
    );
    const site = readContent("site.json");
    const placeholders = EMAILJS_KEY_FIELDS.filter((field) => emailjsKeyProblem(site[field]));
    expect(result.code).toBe(placeholders.length > 0 ? 1 : 0);
    const pages = ["/", "/projects/", ...slugs.map((slug) => `/projects/${slug}/`), "/cv/"];
    expect(result.stdout.trim().split("\n")).toEqual([
      ...pages.map((page) => `✓ ${page} answers 200 with the security headers: status 200, 8 headers`),
      "✓ /resume.json answers 200: status 200, application/json",
      ...CV_PAPERS.map(
        (p) => `✓ ${cvPdfPath(readContent("site.json").name, p)} answers 200: status 200, application/pdf`,
      ),
      "✓ /robots.txt answers 200: status 200, text/plain",
      expect.stringMatching(/^✓ \/sitemap-index\.xml answers 200: status 200, /),
      "✓ /smoke-check-no-such-page/ answers 404: status 404",
      "✓ /api/verify-turnstile refuses a GET: status 405, 405 expected",
      "✓ /api/verify-turnstile refuses a body without a token: status 400, 400 expected",
      "✓ /api/verify-turnstile: Cloudflare refuses a made-up token: 422, Cloudflare's reason: invalid-input-response",
      placeholders.length > 0
        ? expect.stringMatching(`^✗ the page's EmailJS keys are not placeholders: ${placeholders.join(".*")}`)
        : expect.stringMatching(/^✓ the page's EmailJS keys are not placeholders/),
      "✓ / loads in Chromium with no CSP violation or console error: none",
      "✓ /cv/ loads in Chromium with no CSP violation or console error: none",
    ]);
  },
);
