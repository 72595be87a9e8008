export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

export interface SiteverifyResponse {
  success: boolean;
  "error-codes"?: string[];
  hostname?: string;
  action?: string;
  challenge_ts?: string;
  cdata?: string;
}

export type SiteverifyOutcome =
  { kind: "answer"; data: SiteverifyResponse } | { kind: "unavailable" } | { kind: "timeout" };

export interface SiteverifyParams {
  secret: string;
  token: string;
  ip?: string;
}

export type Siteverify = (params: SiteverifyParams) => Promise<SiteverifyOutcome>;

export interface SiteverifyOptions {
  fetch: typeof fetch;
  url?: string;
  timeoutMs?: number;
  newKey?: () => string;
}

/** One attempt's result; `retry` carries what to report if the retry fails the same way. */
type Attempt = SiteverifyOutcome | { kind: "retry"; failure: "unavailable" | "timeout" };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isSiteverifyResponse(data: unknown): data is SiteverifyResponse {
  return typeof data === "object" && data !== null && typeof (data as { success?: unknown }).success === "boolean";
}

/**
 * Asks Cloudflare whether a token is valid. A network error, a timeout or a 5xx is tried once more with the
 * same idempotency key, so that Cloudflare answers a token it already checked the same way instead of
 * "timeout-or-duplicate". At most 2 × timeoutMs in all.
 */
export function createSiteverify({
  fetch: doFetch,
  url = SITEVERIFY_URL,
  timeoutMs = 4000,
  newKey = () => crypto.randomUUID(),
}: SiteverifyOptions): Siteverify {
  async function attempt(body: string): Promise<Attempt> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const res = await doFetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body, signal });
      if (res.status >= 500) return { kind: "retry", failure: "unavailable" };
      if (res.status !== 200) return { kind: "unavailable" };
      const data = parseJson(await res.text());
      return isSiteverifyResponse(data) ? { kind: "answer", data } : { kind: "unavailable" };
    } catch {
      return { kind: "retry", failure: signal.aborted ? "timeout" : "unavailable" };
    }
  }

  return async ({ secret, token, ip }) => {
    const body = JSON.stringify({ secret, response: token, remoteip: ip || undefined, idempotency_key: newKey() });
    const first = await attempt(body);
    if (first.kind !== "retry") return first;
    const second = await attempt(body);
    return second.kind === "retry" ? { kind: second.failure } : second;
  };
}
