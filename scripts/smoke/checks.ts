import { EMAILJS_KEY_FIELDS, emailjsKeyProblem } from "../../src/content/live-keys";
import { readVerifyBody, VERIFY_REASON } from "../../src/contact/verify-contract";

/**
 * The checks of `npm run smoke`, as pure functions of what the site answered, so that each one's passing and
 * failing cases are unit tests. Each gives one line of the report.
 */
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export const CHECK_NAMES = {
  page: (path: string) => `${path} answers 200 with the security headers`,
  file: (path: string) => `${path} answers 200`,
  missing: (path: string) => `${path} answers 404`,
  refuses: (what: string) => `/api/verify-turnstile refuses ${what}`,
  verify: "/api/verify-turnstile: Cloudflare refuses a made-up token",
  emailKeys: "the page's EmailJS keys are not placeholders",
};

/** A page answers 200 with a Content-Security-Policy and every header netlify.toml sets for all pages. */
export function checkPage(
  path: string,
  status: number,
  headers: Pick<Headers, "get">,
  expected: Record<string, string>,
): Check {
  const name = CHECK_NAMES.page(path);
  const wrong = Object.entries(expected)
    .filter(([header, value]) => headers.get(header)?.trim() !== value)
    .map(([header]) => header);
  const csp = headers.get("Content-Security-Policy") ?? "";
  if (!/(^|;)\s*default-src 'none'/.test(csp)) wrong.unshift("Content-Security-Policy");
  if (status !== 200) return { name, ok: false, detail: `status ${status}` };
  return wrong.length === 0
    ? { name, ok: true, detail: `status 200, ${Object.keys(expected).length + 1} headers` }
    : { name, ok: false, detail: `missing or different: ${wrong.join(", ")}` };
}

/** A file answers 200 with its type, and with what it must contain (robots.txt its sitemap, say). */
export function checkFile(
  path: string,
  status: number,
  contentType: string | null,
  body: string,
  expected: { type: string; contains?: string },
): Check {
  const name = CHECK_NAMES.file(path);
  if (status !== 200) return { name, ok: false, detail: `status ${status}` };
  if (!contentType?.startsWith(expected.type)) return { name, ok: false, detail: `served as ${contentType}` };
  if (expected.contains && !body.includes(expected.contains))
    return { name, ok: false, detail: `does not contain ${expected.contains}` };
  return { name, ok: true, detail: `status 200, ${expected.type}` };
}

/** A page that does not exist answers 404 (the site's 404 page), not 200. */
export const checkMissing = (path: string, status: number): Check => ({
  name: CHECK_NAMES.missing(path),
  ok: status === 404,
  detail: `status ${status}`,
});

/** The function answers a request it cannot use with `expected` (405 to a GET, 400 to a body without a token). */
export function checkRefusal(what: string, status: number, expected: number): Check {
  return { name: CHECK_NAMES.refuses(what), ok: status === expected, detail: `status ${status}, ${expected} expected` };
}

const OWN_REASONS: readonly string[] = Object.values(VERIFY_REASON);

/**
 * POST /api/verify-turnstile with a made-up token: Cloudflare must refuse it (422 with its own error code, such
 * as invalid-input-response), which shows the function has its secret and reaches Cloudflare.
 */
export function checkVerifyAnswer(status: number, json: unknown): Check {
  const name = CHECK_NAMES.verify;
  const { ok, reason } = readVerifyBody(json);
  const fail = (detail: string): Check => ({ name, ok: false, detail });
  if (reason === VERIFY_REASON.misconfigured)
    return fail("the function has no secret: set TURNSTILE_SECRET_KEY in Netlify's environment variables");
  if (ok)
    return fail(
      "a made-up token passed: TURNSTILE_SECRET_KEY is one of Cloudflare's always-pass test secrets, not your widget's",
    );
  if (status === 422 && reason && !OWN_REASONS.includes(reason))
    return { name, ok: true, detail: `422, Cloudflare's reason: ${reason}` };
  return fail(`status ${status}, reason ${reason ?? "none"} (Cloudflare's own refusal was expected)`);
}

/** Every value of `field` anywhere in a JSON value (the page data nests the site's fields in its query result). */
function valuesOf(json: unknown, field: string): unknown[] {
  if (Array.isArray(json)) return json.flatMap((item) => valuesOf(item, field));
  if (typeof json !== "object" || json === null) return [];
  return Object.entries(json).flatMap(([key, value]) => (key === field ? [value] : valuesOf(value, field)));
}

/** The EmailJS keys the home page sends with are real ones, not content/site.json's placeholders. */
export function checkEmailKeys(pageData: unknown): Check {
  const name = CHECK_NAMES.emailKeys;
  const problems = EMAILJS_KEY_FIELDS.flatMap((field) => {
    const values = valuesOf(pageData, field);
    if (values.length === 0) return [`${field} is not in the page data`];
    return values.flatMap((value) => {
      const problem = emailjsKeyProblem(value);
      return problem ? [`${field} ${problem}`] : [];
    });
  });
  return problems.length === 0
    ? { name, ok: true, detail: EMAILJS_KEY_FIELDS.join(", ") }
    : { name, ok: false, detail: problems.join("; ") };
}

export const formatCheck = ({ name, ok, detail }: Check) => `${ok ? "✓" : "✗"} ${name}: ${detail}`;
