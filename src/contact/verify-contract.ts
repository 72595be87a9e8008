/**
 * What the browser and the verify-turnstile function agree on. Both sides import this file, so it stays plain
 * TypeScript with no imports: nothing from the browser reaches the function, nothing from Node the page.
 *
 * The browser POSTs `VerifyRequestBody` as JSON to VERIFY_ENDPOINT. The function answers with JSON
 * `VerifyResponseBody`: `{ "ok": true }` with status 200, or `{ "ok": false, "reason": … }` with a 4xx/5xx
 * status. A 429 (with Retry-After) comes from Netlify's rate limit in front of the function, with a body of
 * Netlify's own.
 */

/**
 * Where the function is served. Netlify reads the function's `config.path` from its source without running it, so
 * that one is written out as a literal; its type is checked against this constant.
 */
export const VERIFY_ENDPOINT = "/api/verify-turnstile";

/** The JSON the browser sends. */
export interface VerifyRequestBody {
  token: string;
}

/** The reasons the function gives of its own, with the status each comes with. */
export const VERIFY_REASON = {
  /** 405 (with Allow: POST): not a POST. */
  methodNotAllowed: "method-not-allowed",
  /** 415: the Content-Type is not application/json. */
  unsupportedMediaType: "unsupported-media-type",
  /** 413: the body is over 4096 bytes. */
  payloadTooLarge: "payload-too-large",
  /** 400: no body, or a body that is not a JSON object. */
  invalidJson: "invalid-json",
  /** 400: `token` is missing, not a string, empty or over 2048 characters. */
  invalidToken: "invalid-token",
  /** 500: the function has no secret key. */
  misconfigured: "misconfigured",
  /** 502: no usable answer from Cloudflare; 504: Cloudflare timed out. */
  verificationUnavailable: "verification-unavailable",
  /** 422: Cloudflare refused the token without an error code that may be passed on. */
  verificationFailed: "verification-failed",
  /** 422: the token was solved on a hostname that is not this site's. */
  hostnameMismatch: "hostname-mismatch",
  /** 422: the token was solved for another action than "contact". */
  actionMismatch: "action-mismatch",
} as const;

export type VerifyReasonCode = (typeof VERIFY_REASON)[keyof typeof VERIFY_REASON];

/**
 * The shape of an error code from Cloudflare's siteverify ("timeout-or-duplicate", "invalid-input-response", …).
 * On a 422 the function passes Cloudflare's first code on as the reason when it has this shape, so nothing else
 * (a secret, markup) can reach the browser.
 */
export const CLOUDFLARE_ERROR_CODE = /^[a-z0-9-]{1,64}$/;

/** A string checked against CLOUDFLARE_ERROR_CODE (the brand exists only for the type checker). */
export type CloudflareErrorCode = string & { readonly __cloudflareErrorCode: true };

export function isCloudflareErrorCode(value: unknown): value is CloudflareErrorCode {
  return typeof value === "string" && CLOUDFLARE_ERROR_CODE.test(value);
}

export type VerifyReason = VerifyReasonCode | CloudflareErrorCode;

/** The JSON body of every answer the function gives. */
export type VerifyResponseBody = { ok: true } | { ok: false; reason: VerifyReason };

/** True for a body that keeps to VerifyResponseBody: `ok: true`, or `ok: false` with a reason of the codes' shape. */
export function isVerifyResponseBody(value: unknown): value is VerifyResponseBody {
  if (typeof value !== "object" || value === null) return false;
  const { ok, reason } = value as { ok?: unknown; reason?: unknown };
  return ok === true || (ok === false && isCloudflareErrorCode(reason));
}

/** What the browser takes from an answer body. */
export interface VerifyBodyReading {
  /** True only when the body says `ok: true`. */
  ok: boolean;
  /** The body's reason when it has a string one, even if the body is not the function's: it is only logged. */
  reason?: string;
}

/**
 * Reads an answer body, already parsed from JSON (null when it was not JSON). Any value is accepted:
 * what is not the function's answer reads as not ok.
 */
export function readVerifyBody(value: unknown): VerifyBodyReading {
  const { ok, reason } =
    typeof value === "object" && value !== null ? (value as { ok?: unknown; reason?: unknown }) : {};
  return { ok: ok === true, reason: typeof reason === "string" ? reason : undefined };
}
