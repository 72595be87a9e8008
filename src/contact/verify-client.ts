import type { VerifyAnswer } from "./send-contact";

export const VERIFY_ENDPOINT = "/api/verify-turnstile";
/** The endpoint answers within 10 s; past this the visitor is not kept waiting. */
const VERIFY_TIMEOUT_MS = 12_000;

/** POST /api/verify-turnstile with JSON {token}; never throws on a non-JSON answer. */
export async function verifyToken(token: string, fetchImpl: typeof fetch = fetch): Promise<VerifyAnswer> {
  const response = await fetchImpl(VERIFY_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token }),
    signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as { ok?: unknown; reason?: unknown } | null;
  return {
    status: response.status,
    retryAfter: response.headers.get("Retry-After"),
    ok: response.ok && body?.ok === true,
    reason: typeof body?.reason === "string" ? body.reason : undefined,
  };
}
