import {
  isCloudflareErrorCode,
  VERIFY_REASON,
  type VerifyReason,
  type VerifyResponseBody,
} from "../../../src/contact/verify-contract";
import { isDummySecret } from "./allowed-hosts";
import type { Siteverify, SiteverifyResponse } from "./siteverify";

export const MAX_BODY_BYTES = 4096;
export const MAX_TOKEN_LENGTH = 2048;

export interface VerifyRequest {
  method: string;
  contentType: string | null;
  body: { text: string } | { tooLarge: true } | null;
  ip?: string;
}

export interface VerifyDeps {
  secret: string | undefined;
  siteverify: Siteverify;
  allowedHosts: string[];
  action: string;
}

/** What the function answers: the status, the JSON body of the shared contract and any extra headers. */
export interface VerifyDecision {
  status: number;
  body: VerifyResponseBody;
  headers?: Record<string, string>;
}

function refuse(status: number, reason: VerifyReason, headers?: Record<string, string>): VerifyDecision {
  return { status, body: { ok: false, reason }, ...(headers && { headers }) };
}

function isJsonContentType(contentType: string | null): boolean {
  return contentType?.split(";")[0].trim().toLowerCase() === "application/json";
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function isUsableToken(token: unknown): token is string {
  return typeof token === "string" && token.length > 0 && token.length <= MAX_TOKEN_LENGTH;
}

/** Cloudflare's first error code, passed to the browser only when it looks like one ("invalid-input-response"). */
function failureReason(data: SiteverifyResponse): VerifyReason {
  const code = Array.isArray(data["error-codes"]) ? data["error-codes"][0] : undefined;
  return isCloudflareErrorCode(code) ? code : VERIFY_REASON.verificationFailed;
}

async function decide(request: VerifyRequest, deps: VerifyDeps): Promise<VerifyDecision> {
  if (request.method !== "POST") return refuse(405, VERIFY_REASON.methodNotAllowed, { Allow: "POST" });
  if (!isJsonContentType(request.contentType)) return refuse(415, VERIFY_REASON.unsupportedMediaType);

  const { body } = request;
  if (body && ("tooLarge" in body || new TextEncoder().encode(body.text).byteLength > MAX_BODY_BYTES)) {
    return refuse(413, VERIFY_REASON.payloadTooLarge);
  }
  const json = body ? parseObject(body.text) : undefined;
  if (!json) return refuse(400, VERIFY_REASON.invalidJson);
  if (!isUsableToken(json.token)) return refuse(400, VERIFY_REASON.invalidToken);

  const { secret } = deps;
  if (!secret) return refuse(500, VERIFY_REASON.misconfigured);

  const outcome = await deps.siteverify({ secret, token: json.token, ip: request.ip });
  if (outcome.kind === "timeout") return refuse(504, VERIFY_REASON.verificationUnavailable);
  if (outcome.kind === "unavailable") return refuse(502, VERIFY_REASON.verificationUnavailable);

  const { data } = outcome;
  if (!data.success) return refuse(422, failureReason(data));
  // Cloudflare's dummy secrets answer with a placeholder hostname, which no real site has.
  if (!isDummySecret(secret)) {
    const hostname = data.hostname?.toLowerCase() ?? "";
    if (!deps.allowedHosts.includes(hostname)) return refuse(422, VERIFY_REASON.hostnameMismatch);
    if (data.action !== deps.action) return refuse(422, VERIFY_REASON.actionMismatch);
  }
  return { status: 200, body: { ok: true } };
}

/**
 * Decides what /api/verify-turnstile answers. Refusals are 422, never 403 or 404: netlify dev re-invokes a
 * function that answers those, which would spend the single-use token twice. Never throws.
 */
export async function verifyTurnstile(request: VerifyRequest, deps: VerifyDeps): Promise<VerifyDecision> {
  try {
    return await decide(request, deps);
  } catch {
    return refuse(502, VERIFY_REASON.verificationUnavailable);
  }
}
