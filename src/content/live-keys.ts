import type { ContentProblem } from "./check-content";

/**
 * Keys in content/site.json that cannot work on the live site: EmailJS keys still holding the `REPLACE_ME_`
 * placeholders the repository ships, and Cloudflare's documented Turnstile test site keys (they pass, fail or
 * challenge every visitor, whatever the secret). Production refuses them; everywhere else they are warnings.
 */
export const PLACEHOLDER_PREFIX = "REPLACE_ME_";

/** developers.cloudflare.com/turnstile/troubleshooting/testing/ */
export const TURNSTILE_TEST_SITE_KEYS = [
  "1x00000000000000000000AA",
  "2x00000000000000000000AB",
  "1x00000000000000000000BB",
  "2x00000000000000000000BB",
  "3x00000000000000000000FF",
];

export const EMAILJS_KEY_FIELDS = ["emailjsPublicKey", "emailjsServiceId", "emailjsTemplateId"] as const;

/** Why an EmailJS key cannot go live, or undefined when it can. */
export function emailjsKeyProblem(value: unknown): string | undefined {
  return typeof value === "string" && value.startsWith(PLACEHOLDER_PREFIX)
    ? `is still the placeholder "${value}": copy the real value from the EmailJS dashboard`
    : undefined;
}

export function turnstileSiteKeyProblem(value: unknown): string | undefined {
  return typeof value === "string" && TURNSTILE_TEST_SITE_KEYS.includes(value)
    ? `is Cloudflare's test site key "${value}": use your Turnstile widget's site key`
    : undefined;
}

/** The keys of content/site.json (already parsed) that cannot go live. */
export function liveKeyProblems(site: unknown): ContentProblem[] {
  const fields = typeof site === "object" && site !== null ? (site as Record<string, unknown>) : {};
  const checks: [string, string | undefined][] = [
    ["turnstileSiteKey", turnstileSiteKeyProblem(fields.turnstileSiteKey)],
    ...EMAILJS_KEY_FIELDS.map((field): [string, string | undefined] => [field, emailjsKeyProblem(fields[field])]),
  ];
  return checks.flatMap(([field, problem]) => (problem ? [{ file: "site.json", field, problem }] : []));
}

/** Netlify's build context (the CONTEXT variable): only production refuses the keys. */
export const refusesPlaceholderKeys = (context: string | undefined) => context === "production";
