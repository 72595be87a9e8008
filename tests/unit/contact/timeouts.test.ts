/** @jest-environment jsdom */
import { sendForm } from "@emailjs/browser";
import { emailSender } from "../../../src/contact/email-client";
import { verifyToken } from "../../../src/contact/verify-client";

// Nothing a visitor waits on hangs: each call to a server gives up on its own clock (here Jest's fake one).

jest.mock("@emailjs/browser", () => ({ sendForm: jest.fn() }));

/** Records whether `promise` has settled, and how. */
function watch<T>(promise: Promise<T>) {
  const seen: { settled: boolean; error?: unknown } = { settled: false };
  promise.then(
    () => (seen.settled = true),
    (error: unknown) => Object.assign(seen, { settled: true, error }),
  );
  return seen;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("the verification request gives up after 12 s of no answer (the function's own bound is 10 s)", async () => {
  const neverAnswers = jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      ),
  );
  const seen = watch(verifyToken("token", neverAnswers as typeof fetch));
  await jest.advanceTimersByTimeAsync(11_999);
  expect(seen.settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(seen.settled).toBe(true);
  expect((seen.error as DOMException).name).toBe("TimeoutError");
});

it("the EmailJS send gives up after 15 s of no answer, as a failed send with status 0", async () => {
  jest.mocked(sendForm).mockReturnValue(new Promise(() => {}));
  const send = emailSender({ publicKey: "pk", serviceId: "sid", templateId: "tid" });
  const seen = watch(send(document.createElement("form")));
  await jest.advanceTimersByTimeAsync(14_999);
  expect(seen.settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(seen.error).toEqual({ status: 0, text: "Timed out", message: "No answer from EmailJS" });
  expect(sendForm).toHaveBeenCalledWith("sid", "tid", expect.any(HTMLFormElement), { publicKey: "pk" });
});
