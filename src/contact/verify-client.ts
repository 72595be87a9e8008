import type { VerifyAnswer } from "./send-contact";
import { readVerifyBody, VERIFY_ENDPOINT, type VerifyRequestBody } from "./verify-contract";

/** The endpoint answers within 10 s; past this the visitor is not kept waiting. */
const VERIFY_TIMEOUT_MS = 12_000;

/** POST /api/verify-turnstile with JSON {token}; never throws on a non-JSON answer. */
export async function verifyToken(token: string, fetchImpl: typeof fetch = fetch): Promise<VerifyAnswer> {
  const response = await fetchImpl(VERIFY_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token } satisfies VerifyRequestBody),
    signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
  });
  const body = readVerifyBody(await response.json().catch(() => null));
  return {
    status: response.status,
    retryAfter: response.headers.get("Retry-After"),
    ok: response.ok && body.ok,
    reason: body.reason,
  };
}
