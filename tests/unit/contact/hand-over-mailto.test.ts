import { handOverMailto } from "../../../src/contact/hand-over-mailto";
import { ENGLISH_LABELS } from "../../../src/content/schema/labels";

const typed = { name: "Zoë O'Neil & Co", email: "zoe+work@example.com", message: "Hi?\nLine two: 100% sure #1" };

describe("handOverMailto", () => {
  it("addresses the owner and carries the name, email and message, each recoverable exactly", () => {
    const link = new URL(handOverMailto("hello@example.dev", typed, ENGLISH_LABELS));
    expect(link.protocol).toBe("mailto:");
    expect(link.pathname).toBe("hello@example.dev");
    // The query string has exactly two parameters: nothing typed can add or split one.
    expect([...link.searchParams.keys()]).toEqual(["subject", "body"]);
    const subject = decodeURIComponent(/subject=([^&]*)/.exec(link.search)![1]);
    const body = decodeURIComponent(/body=([^&]*)/.exec(link.search)![1]);
    expect(subject).toBe("Message from Zoë O'Neil & Co");
    expect(body).toBe("Hi?\nLine two: 100% sure #1\r\n\r\nZoë O'Neil & Co\r\nzoe+work@example.com");
  });

  it("writes the subject in the site's words, with or without the visitor's name", () => {
    const labels = { mailSubject: "Wiadomość od {name}", mailSubjectNoName: "Wiadomość ze strony" };
    const subject = (name: string) =>
      new URL(handOverMailto("hello@example.dev", { ...typed, name }, labels)).searchParams.get("subject");
    expect([subject("Zoë"), subject("")]).toEqual(["Wiadomość od Zoë", "Wiadomość ze strony"]);
  });

  it("encodes what mail apps would misread: spaces as %20 (not +), line breaks as %0D%0A", () => {
    const link = handOverMailto("hello@example.dev", { name: "A B", email: "a@b.c", message: "x+y" }, ENGLISH_LABELS);
    expect(link).toBe(
      "mailto:hello@example.dev?subject=Message%20from%20A%20B&body=x%2By%0D%0A%0D%0AA%20B%0D%0Aa%40b.c",
    );
  });
});
