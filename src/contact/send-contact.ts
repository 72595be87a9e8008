import type { VerifyBodyReading } from "./verify-contract";

/**
 * The contact send flow described in docs/behaviour.md, as plain TypeScript:
 * every effect comes in through `deps`, so each outcome in that document's
 * table is a unit test. Order: check the token, check the 10 s cooldown,
 * verify the token with /api/verify-turnstile, then send with EmailJS.
 */
export const LAST_CONTACT_KEY = "last_contact_ts";
export const CONTACT_COOLDOWN_MS = 10_000;

/** What the flow alerts, in the site's language (content/labels.json). */
export interface ContactMessages {
  noToken: string;
  /** "Please wait 8 seconds before trying again." */
  wait: (seconds: number) => string;
  /** The same when the server does not say for how long. */
  waitAFew: string;
  sent: string;
}

/** What one verification call came to: the HTTP status and Retry-After, and the answer body as read by readVerifyBody. */
export interface VerifyAnswer extends VerifyBodyReading {
  status: number;
  /** The Retry-After header, read on a 429. */
  retryAfter: string | null;
  /** True only for a 2xx whose body says `ok: true`. */
  ok: boolean;
  /** The body's reason; when the call itself failed (network error, timeout), the error as text. */
  reason?: string;
}

/** What EmailJS rejects with: its response status, or status 0 for a network error. */
export interface SendFailure {
  status?: number;
  text?: string;
  message?: string;
}

export interface ContactDeps<Form> {
  verify(token: string): Promise<VerifyAnswer>;
  send(form: Form): Promise<unknown>;
  storage: Pick<Storage, "getItem" | "setItem">;
  now(): number;
  alert(message: string): void;
  log(...details: unknown[]): void;
  messages: ContactMessages;
}

export type ContactOutcome = "sent" | "no-token" | "cooldown" | "rate_limited" | "verification-failed" | "send-failed";

export interface ContactResult {
  outcome: ContactOutcome;
  /**
   * The message did not go, and not through anything the visitor did (the verification or EmailJS failed): the
   * form hands them the mail to send themselves. False when it went, or when waiting or solving the check will do.
   */
  handOver: boolean;
}

const result = (outcome: ContactOutcome): ContactResult => ({
  outcome,
  handOver: outcome === "verification-failed" || outcome === "send-failed",
});

/** Seconds left of the cooldown, rounded up; 0 when a send is allowed. */
export function cooldownSeconds(lastSent: string | null, now: number): number {
  const last = Number(lastSent);
  if (!lastSent || !Number.isFinite(last)) return 0;
  const remaining = CONTACT_COOLDOWN_MS - (now - last);
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}

/** N for the 429 alert: Retry-After in seconds (or as an HTTP date), else "a few". */
export function retryAfterSeconds(header: string | null, now: number): number | "a few" {
  if (header === null || header.trim() === "") return "a few";
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? "a few" : Math.max(0, Math.ceil((date - now) / 1000));
}

export async function sendContact<Form>(
  form: Form,
  token: string | null,
  deps: ContactDeps<Form>,
): Promise<ContactResult> {
  if (!token) {
    deps.alert(deps.messages.noToken);
    return result("no-token");
  }
  const wait = cooldownSeconds(deps.storage.getItem(LAST_CONTACT_KEY), deps.now());
  if (wait > 0) {
    deps.alert(deps.messages.wait(wait));
    return result("cooldown");
  }

  const answer = await deps
    .verify(token)
    .catch((error: unknown): VerifyAnswer => ({ status: 0, retryAfter: null, ok: false, reason: String(error) }));
  if (answer.status === 429) {
    const seconds = retryAfterSeconds(answer.retryAfter, deps.now());
    deps.alert(seconds === "a few" ? deps.messages.waitAFew : deps.messages.wait(seconds));
    deps.log(new Error("rate_limited"));
    return result("rate_limited");
  }
  if (!answer.ok) {
    deps.log(new Error(`Verification failed: ${answer.reason || "unknown"}`));
    return result("verification-failed");
  }

  try {
    await deps.send(form);
  } catch (error) {
    const { status, text, message } = (error ?? {}) as SendFailure;
    deps.log("Email send failed:", { status, text, message });
    return result("send-failed");
  }
  deps.storage.setItem(LAST_CONTACT_KEY, String(deps.now()));
  deps.alert(deps.messages.sent);
  return result("sent");
}
