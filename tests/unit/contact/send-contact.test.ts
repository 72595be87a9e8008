import {
  CONTACT_COOLDOWN_MS,
  cooldownSeconds,
  LAST_CONTACT_KEY,
  retryAfterSeconds,
  sendContact,
  type ContactDeps,
  type VerifyAnswer,
} from "../../../src/contact/send-contact";

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
    ...overrides,
  };
  return { deps, store, calls };
}

describe("sendContact (one test per outcome in the table of docs/behaviour.md)", () => {
  it.each([
    ["a 502", { status: 502, ok: false, reason: "verification-unavailable" }],
    ["a 504", { status: 504, ok: false, reason: "verification-unavailable" }],
    ["a 422", { status: 422, ok: false, reason: "invalid-input-response" }],
    ["a 200 whose body is not ok", { status: 200, ok: false }],
  ])("'Verification not ok' on %s hands the mail over", async (_, verifyAnswer) => {
    const { deps } = setup({ verifyAnswer });
    expect(await sendContact(FORM, "token", deps)).toEqual({ outcome: "verification-failed", handOver: true });
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it.each([
    ["a 500", { status: 500, text: "Internal error" }],
    ["a network error", new TypeError("Failed to fetch")],
    ["the 15 s timeout", { status: 0, text: "Timed out", message: "No answer from EmailJS" }],
  ])("'Email send failure' on %s hands the mail over", async (_, failure) => {
    const { deps } = setup({ send: jest.fn().mockRejectedValue(failure) });
    expect(await sendContact(FORM, "token", deps)).toEqual({ outcome: "send-failed", handOver: true });
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it("'No token': alerts 'Please complete verification' and sends nothing", async () => {
    const { deps } = setup();
    expect(await sendContact(FORM, null, deps)).toEqual({ outcome: "no-token", handOver: false });
    expect(deps.alert).toHaveBeenCalledWith("Please complete verification");
    expect(deps.verify).not.toHaveBeenCalled();
    expect(deps.send).not.toHaveBeenCalled();
  });

  it("'Local cooldown': alerts 'Please wait N seconds before trying again.' with N rounded up, sends nothing", async () => {
    const { deps } = setup({ stored: String(NOW - 2_500) });
    expect(await sendContact(FORM, "token", deps)).toEqual({ outcome: "cooldown", handOver: false });
    expect(deps.alert).toHaveBeenCalledWith("Please wait 8 seconds before trying again.");
    expect(deps.verify).not.toHaveBeenCalled();
    expect(deps.send).not.toHaveBeenCalled();
  });

  it("'Server answers 429': the same alert with N from Retry-After; stops with a rate_limited error", async () => {
    const { deps } = setup({ verifyAnswer: { status: 429, ok: false, retryAfter: "42" } });
    expect(await sendContact(FORM, "token", deps)).toEqual({ outcome: "rate_limited", handOver: false });
    expect(deps.alert).toHaveBeenCalledWith("Please wait 42 seconds before trying again.");
    expect(deps.log).toHaveBeenCalledWith(new Error("rate_limited"));
    expect(deps.send).not.toHaveBeenCalled();
  });

  it("'Server answers 429' without Retry-After: 'Please wait a few seconds before trying again.'", async () => {
    const { deps } = setup({ verifyAnswer: { status: 429, ok: false, retryAfter: null } });
    expect(await sendContact(FORM, "token", deps)).toEqual({ outcome: "rate_limited", handOver: false });
    expect(deps.alert).toHaveBeenCalledWith("Please wait a few seconds before trying again.");
  });

  it("'Verification not ok': logs 'Verification failed: <reason>' to the console only", async () => {
    const { deps } = setup({ verifyAnswer: { status: 422, ok: false, reason: "timeout-or-duplicate" } });
    expect(await sendContact(FORM, "token", deps)).toEqual({ outcome: "verification-failed", handOver: true });
    expect(deps.log).toHaveBeenCalledWith(new Error("Verification failed: timeout-or-duplicate"));
    expect(deps.alert).not.toHaveBeenCalled();
    expect(deps.send).not.toHaveBeenCalled();
  });

  it("'Verification not ok' without a reason: 'Verification failed: unknown'", async () => {
    const { deps } = setup({ verifyAnswer: { status: 200, ok: false } });
    await sendContact(FORM, "token", deps);
    expect(deps.log).toHaveBeenCalledWith(new Error("Verification failed: unknown"));
  });

  it("an unreachable endpoint is a verification failure, not a hang or an alert", async () => {
    const { deps } = setup({ verify: jest.fn().mockRejectedValue(new TypeError("Failed to fetch")) });
    expect(await sendContact(FORM, "token", deps)).toEqual({ outcome: "verification-failed", handOver: true });
    expect(deps.log).toHaveBeenCalledWith(new Error("Verification failed: TypeError: Failed to fetch"));
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it("'Email send failure': logs status, text and message to the console only; stores nothing", async () => {
    const failure = { status: 412, text: "The Public Key is invalid" };
    const { deps, store } = setup({ send: jest.fn().mockRejectedValue(failure) });
    expect(await sendContact(FORM, "token", deps)).toEqual({ outcome: "send-failed", handOver: true });
    expect(deps.log).toHaveBeenCalledWith("Email send failed:", {
      status: 412,
      text: "The Public Key is invalid",
      message: undefined,
    });
    expect(deps.alert).not.toHaveBeenCalled();
    expect(store.has(LAST_CONTACT_KEY)).toBe(false);
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
