import { handOverMailto } from "../../../src/contact/hand-over-mailto";

const typed = { name: "Zoë O'Neil & Co", email: "zoe+work@example.com", message: "Hi?\nLine two: 100% sure #1" };

describe("handOverMailto", () => {
  it("addresses the owner and carries the name, email and message, each recoverable exactly", () => {
    const link = new URL(handOverMailto("hello@example.dev", typed));
    expect(link.protocol).toBe("mailto:");
    expect(link.pathname).toBe("hello@example.dev");
    // The query string has exactly two parameters: nothing typed can add or split one.
    expect([...link.searchParams.keys()]).toEqual(["subject", "body"]);
    const subject = decodeURIComponent(/subject=([^&]*)/.exec(link.search)![1]);
    const body = decodeURIComponent(/body=([^&]*)/.exec(link.search)![1]);
    expect(subject).toBe("Message from Zoë O'Neil & Co");
    expect(body).toBe("Hi?\nLine two: 100% sure #1\r\n\r\nZoë O'Neil & Co\r\nzoe+work@example.com");
  });

  it("encodes what mail apps would misread: spaces as %20 (not +), line breaks as %0D%0A", () => {
    const link = handOverMailto("hello@example.dev", { name: "A B", email: "a@b.c", message: "x+y" });
    expect(link).toBe(
      "mailto:hello@example.dev?subject=Message%20from%20A%20B&body=x%2By%0D%0A%0D%0AA%20B%0D%0Aa%40b.c",
    );
  });
});
