/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { ContactForm } from "../../../src/contact/contact-form";
import { DRAFT_KEY } from "../../../src/contact/contact-draft";
import type { ContactResult } from "../../../src/contact/send-contact";
import { contentLabels, shown, renderOnSite } from "../../support/content-fixture";

const mockRunContactFlow = jest.fn<Promise<ContactResult>, unknown[]>();
jest.mock("../../../src/contact/contact-runtime", () => ({
  runContactFlow: (...args: unknown[]) => mockRunContactFlow(...args),
}));

const OWNER = "owner@example.dev";
const labels = contentLabels();
const field = (label: string) => screen.getByLabelText(shown(label));
const sendButton = () => screen.getByRole("button", { name: (name) => shown(name) === shown(labels.send) });
const keys = { turnstileSiteKey: "site-key", publicKey: "pk", serviceId: "sid", templateId: "tid" };
const typed = { name: "Ayesha Khan", email: "ayesha@example.com", message: "Can we talk?" };

function type() {
  fireEvent.input(field(labels.nameField), { target: { value: typed.name } });
  fireEvent.input(field(labels.emailField), { target: { value: typed.email } });
  fireEvent.input(field(labels.messageField), { target: { value: typed.message } });
}

const values = () =>
  [labels.nameField, labels.emailField, labels.messageField].map((label) => (field(label) as HTMLInputElement).value);

const submit = () => fireEvent.submit(sendButton().closest("form")!);

describe("ContactForm", () => {
  beforeEach(() => {
    sessionStorage.clear();
    mockRunContactFlow.mockReset();
  });

  it.each([
    ["a failed send", () => mockRunContactFlow.mockResolvedValue({ outcome: "send-failed", handOver: true }), false],
    // Its code fails to load, say.
    ["the send itself breaking", () => mockRunContactFlow.mockRejectedValue(new Error("Loading chunk failed")), true],
  ])("after %s, says so, offers a mailto: with the message and keeps the fields", async (_, fail, logs) => {
    fail();
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    renderOnSite(<ContactForm keys={keys} ownerEmail={OWNER} />);
    type();
    submit();
    const status = screen.getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent(shown(labels.notSent.split("{email}")[0]!)));
    const href = screen.getByRole("link", { name: OWNER }).getAttribute("href")!;
    expect(href).toMatch(/^mailto:owner@example\.dev\?subject=/);
    expect(decodeURIComponent(href)).toContain(typed.message);
    expect(values()).toEqual(Object.values(typed));
    expect(logged.mock.calls.length > 0).toBe(logs);
    logged.mockRestore();

    // The next attempt clears the note.
    mockRunContactFlow.mockReturnValue(new Promise(() => {}));
    submit();
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  });

  it.each([["no-token"], ["cooldown"], ["rate_limited"]] as const)(
    "after '%s' (the visitor's to fix, with its alert) the status line stays empty",
    async (outcome) => {
      mockRunContactFlow.mockResolvedValue({ outcome, handOver: false });
      renderOnSite(<ContactForm keys={keys} ownerEmail={OWNER} />);
      type();
      submit();
      await waitFor(() => expect(mockRunContactFlow).toHaveBeenCalled());
      await waitFor(() => expect(sendButton()).toBeInTheDocument());
      expect(screen.getByRole("status")).toBeEmptyDOMElement();
    },
  );

  it("keeps what is typed in sessionStorage, restores it on the next load, and clears it once sent", async () => {
    const first = renderOnSite(<ContactForm keys={keys} ownerEmail={OWNER} />);
    type();
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toEqual(typed);
    first.unmount();

    renderOnSite(<ContactForm keys={keys} ownerEmail={OWNER} />);
    expect(values()).toEqual(Object.values(typed));
    mockRunContactFlow.mockResolvedValue({ outcome: "sent", handOver: false });
    submit();
    await waitFor(() => expect(values()).toEqual(["", "", ""]));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
