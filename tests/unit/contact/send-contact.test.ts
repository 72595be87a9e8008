import {
  CONTACT_COOLDOWN_MS,
  cooldownSeconds,
  LAST_CONTACT_KEY,
  retryAfterSeconds,
  sendContact,
  type ContactDeps,
  type SendFailure,
  type VerifyAnswer,
} from "../../../src/contact/send-contact";
import { contactMessages } from "../../../src/contact/contact-runtime";
import { ENGLISH_LABELS } from "../../../src/content/schema/labels";

const NOW = 1_800_000_000_000;
const FORM = { name: "Ayesha", email: "ayesha@example.com", message: "Hello" };
type Form = typeof FORM;

function setup(overrides: Partial<ContactDeps<Form>> & { verifyAnswer?: Partial<VerifyAnswer>; stored?: string } = {}) {
  const store = new Map<string, string>(overrides.stored ? [[LAST_CONTACT_KEY, overrides.stored]] : []);
  const calls: string[] = [];
  const deps: ContactDeps<Form> = {
    verify: jest.fn(async () => {
      calls.push("verify");
      return { status: 200, retryAfter: null, ok: true, ...overrides.verifyAnswer };
    }),
    send: jest.fn(async () => {
      calls.push("send");
      return { status: 200, text: "OK" };
    }),
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    now: () => NOW,
    alert: jest.fn(),
    log: jest.fn(),
    // The spec's English, as content/labels.json's defaults give it.
    messages: contactMessages({ labels: ENGLISH_LABELS, language: "en" }),
    ...overrides,
  };
  return { deps, store, calls };
}

describe("sendContact (one test per outcome in the table of docs/behaviour.md)", () => {
  const unavailable = { ok: false, reason: "verification-unavailable" };
  const offline = new TypeError("Failed to fetch");
  it.each([
    ["a 502", { verifyAnswer: { status: 502, ...unavailable } }, "verification-unavailable"],
    ["a 504", { verifyAnswer: { status: 504, ...unavailable } }, "verification-unavailable"],
    ["a 422", { verifyAnswer: { status: 422, ok: false, reason: "timeout-or-duplicate" } }, "timeout-or-duplicate"],
    ["a 200 whose body is not ok", { verifyAnswer: { status: 200, ok: false } }, "unknown"],
    ["an unreachable endpoint", { verify: jest.fn().mockRejectedValue(offline) }, "TypeError: Failed to fetch"],
  ])("'Verification not ok' on %s: logs why, sends nothing, hands the mail over", async (_, overrides, reason) => {
    const { deps } = setup(overrides);
    expect(await sendContact(FORM, "token", deps)).toEqual({ outcome: "verification-failed", handOver: true });
    expect(jest.mocked(deps.log).mock.calls).toEqual([[new Error(`Verification failed: ${reason}`)]]);
    expect(deps.alert).not.toHaveBeenCalled();
    expect(deps.send).not.toHaveBeenCalled();
  });

  it.each([
    ["a 412", { status: 412, text: "The Public Key is invalid" }],
    ["a network error", offline],
    ["the 15 s timeout", { status: 0, text: "Timed out", message: "No answer from EmailJS" }],
  ])("'Email send failure' on %s: logs it, stores nothing, hands the mail over", async (_, failure: SendFailure) => {
    const { deps, store } = setup({ send: jest.fn().mockRejectedValue(failure) });
    expect(await sendContact(FORM, "token", deps)).toEqual({ outcome: "send-failed", handOver: true });
    const { status, text, message } = failure;
    expect(jest.mocked(deps.log).mock.calls).toEqual([["Email send failed:", { status, text, message }]]);
    expect(deps.alert).not.toHaveBeenCalled();
    expect(store.has(LAST_CONTACT_KEY)).toBe(false);
  });

  it.each([
    ["'No token'", null, undefined, "no-token", "Please complete verification"],
    ["'Local cooldown'", "token", String(NOW - 2_500), "cooldown", "Please wait 8 seconds before trying again."],
  ])("%s: alerts, and asks nothing of the function or EmailJS", async (_, token, stored, outcome, alert) => {
    const { deps, calls } = setup({ stored });
    expect(await sendContact(FORM, token, deps)).toEqual({ outcome, handOver: false });
    expect(deps.alert).toHaveBeenCalledWith(alert);
    expect(calls).toEqual([]);
  });

  it.each([
    ["42", 42],
    [null, "a few"],
  ])("'Server answers 429' with Retry-After %p: 'Please wait %p seconds…', sends nothing", async (retryAfter, n) => {
    const { deps } = setup({ verifyAnswer: { status: 429, ok: false, retryAfter } });
    expect(await sendContact(FORM, "token", deps)).toEqual({ outcome: "rate_limited", handOver: false });
    expect(deps.alert).toHaveBeenCalledWith(`Please wait ${n} seconds before trying again.`);
    expect(deps.log).toHaveBeenCalledWith(new Error("rate_limited"));
    expect(deps.send).not.toHaveBeenCalled();
  });

  it("'Success': verifies, then sends, alerts 'Message sent successfully!' and stores the time", async () => {
    const { deps, store, calls } = setup({ stored: String(NOW - CONTACT_COOLDOWN_MS) });
    expect(await sendContact(FORM, "token", deps)).toEqual({ outcome: "sent", handOver: false });
    expect(calls).toEqual(["verify", "send"]);
    expect(deps.verify).toHaveBeenCalledWith("token");
    expect(deps.send).toHaveBeenCalledWith(FORM);
    expect(deps.alert).toHaveBeenCalledWith("Message sent successfully!");
    expect(store.get(LAST_CONTACT_KEY)).toBe(String(NOW));
    expect(deps.log).not.toHaveBeenCalled();
  });
});

describe("the alerts in the site's language", () => {
  const polish = {
    ...ENGLISH_LABELS,
    wait: {
      one: "Poczekaj {seconds} sekundę, zanim spróbujesz ponownie.",
      few: "Poczekaj {seconds} sekundy, zanim spróbujesz ponownie.",
      many: "Poczekaj {seconds} sekund, zanim spróbujesz ponownie.",
      other: "Poczekaj {seconds} sekundy, zanim spróbujesz ponownie.",
    },
  };
  it("says 'Please wait N seconds' in the form CLDR gives N in the site's language", () => {
    const { wait } = contactMessages({ labels: polish, language: "pl" });
    expect([1, 3, 5, 22, 25].map(wait)).toEqual([
      "Poczekaj 1 sekundę, zanim spróbujesz ponownie.",
      "Poczekaj 3 sekundy, zanim spróbujesz ponownie.",
      "Poczekaj 5 sekund, zanim spróbujesz ponownie.",
      "Poczekaj 22 sekundy, zanim spróbujesz ponownie.",
      "Poczekaj 25 sekund, zanim spróbujesz ponownie.",
    ]);
  });

  it("asks for no plural rules when the label has one form, as the spec's English has", () => {
    const rules = jest.spyOn(Intl, "PluralRules");
    expect(contactMessages({ labels: ENGLISH_LABELS, language: "en" }).wait(1)).toBe(
      "Please wait 1 seconds before trying again.",
    );
    expect(rules).not.toHaveBeenCalled();
    rules.mockRestore();
  });
});

describe("cooldownSeconds", () => {
  it.each([
    [null, 0],
    ["not a number", 0],
    [String(NOW), 10],
    [String(NOW - 1), 10],
    [String(NOW - 9_001), 1],
    [String(NOW - 10_000), 0],
    [String(NOW - 60_000), 0],
  ])("last send %s → %i s", (stored, seconds) => {
    expect(cooldownSeconds(stored, NOW)).toBe(seconds);
  });
});

describe("retryAfterSeconds", () => {
  it.each([
    [null, "a few"],
    ["", "a few"],
    ["30", 30],
    ["1.2", 2],
    ["soon", "a few"],
    [new Date(NOW + 5_000).toUTCString(), 5],
  ])("Retry-After %p → %p", (header, expected) => {
    expect(retryAfterSeconds(header, NOW)).toBe(expected);
  });
});
