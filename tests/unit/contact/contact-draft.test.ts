/** @jest-environment jsdom */
import { clearDraft, DRAFT_KEY, readDraft, saveDraft } from "../../../src/contact/contact-draft";

const typed = { name: "Ayesha", email: "ayesha@example.com", message: "Hello" };

describe("the contact draft", () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("is kept in this tab's sessionStorage only, read back, and cleared", () => {
    saveDraft(typed);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toEqual(typed);
    expect(localStorage.length).toBe(0);
    expect(readDraft()).toEqual(typed);
    clearDraft();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(readDraft()).toBeNull();
  });

  it.each([["not JSON"], ['{"name":"only a name"}'], ["null"], ["[]"]])("reads %p as no draft", (stored) => {
    sessionStorage.setItem(DRAFT_KEY, stored);
    expect(readDraft()).toBeNull();
  });

  it("never throws when storage does", () => {
    const broken = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    } as unknown as Storage;
    expect(readDraft(broken)).toBeNull();
    expect(() => saveDraft(typed, broken)).not.toThrow();
    expect(() => clearDraft(broken)).not.toThrow();
  });
});
