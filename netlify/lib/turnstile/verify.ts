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

export interface VerifyAnswer {
  status: number;
  body: { ok: boolean; reason?: string };
  headers?: Record<string, string>;
}

// Codes are passed to the browser only when they look like Cloudflare's ("invalid-input-response").
const CLOUDFLARE_CODE = /^[a-z0-9-]{1,64}$/;

function refuse(status: number, reason: string, headers?: Record<string, string>): VerifyAnswer {
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

function failureReason(data: SiteverifyResponse): string {
  const code = Array.isArray(data["error-codes"]) ? data["error-codes"][0] : undefined;
  return typeof code === "string" && CLOUDFLARE_CODE.test(code) ? code : "verification-failed";
}

async function decide(request: VerifyRequest, deps: VerifyDeps): Promise<VerifyAnswer> {
  if (request.method !== "POST") return refuse(405, "method-not-allowed", { Allow: "POST" });
  if (!isJsonContentType(request.contentType)) return refuse(415, "unsupported-media-type");

  const { body } = request;
  if (body && ("tooLarge" in body || new TextEncoder().encode(body.text).byteLength > MAX_BODY_BYTES)) {
    return refuse(413, "payload-too-large");
  }
  const json = body ? parseObject(body.text) : undefined;
  if (!json) return refuse(400, "invalid-json");
  if (!isUsableToken(json.token)) return refuse(400, "invalid-token");

  const { secret } = deps;
  if (!secret) return refuse(500, "misconfigured");

  const outcome = await deps.siteverify({ secret, token: json.token, ip: request.ip });
  if (outcome.kind === "timeout") return refuse(504, "verification-unavailable");
  if (outcome.kind === "unavailable") return refuse(502, "verification-unavailable");

  const { data } = outcome;
  if (!data.success) return refuse(422, failureReason(data));
  // Cloudflare's dummy secrets answer with a placeholder hostname, which no real site has.
  if (!isDummySecret(secret)) {
    if (!deps.allowedHosts.includes(data.hostname?.toLowerCase() ?? "")) return refuse(422, "hostname-mismatch");
    if (data.action !== deps.action) return refuse(422, "action-mismatch");
  }
  return { status: 200, body: { ok: true } };
}

/**
 * Decides what /api/verify-turnstile answers. Refusals are 422, never 403 or 404: netlify dev re-invokes a
 * function that answers those, which would spend the single-use token twice. Never throws.
 */
export async function verifyTurnstile(request: VerifyRequest, deps: VerifyDeps): Promise<VerifyAnswer> {
  try {
    return await decide(request, deps);
  } catch {
    return refuse(502, "verification-unavailable");
  }
}
