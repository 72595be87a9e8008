import { publishedName } from "../../../src/build/published-files";
import { urlPath } from "../../../src/utils/url-path";

describe("a content file's published name", () => {
  it.each([
    ["Screenshot 2026-03-01 at 10.15.32\u202fAM", "Screenshot-2026-03-01-at-10.15.32-AM"],
    ["O'Brien & Co #2", "O-Brien-Co-2"],
    ["100% (final)", "100-final"],
    ["Marktplatz U\u0308bersicht", "Marktplatz-\u00dcbersicht"],
    ["写真 2026", "写真-2026"],
    ["मराठी चित्र", "मराठी-चित्र"],
    ["#&%", "file"],
  ])("of %j is %j", (name, published) => {
    expect(publishedName(name)).toBe(published);
  });

  it("is the same for both Unicode forms of a name, and its URL is encoded once", () => {
    expect(publishedName("Übersicht".normalize("NFD"))).toBe(publishedName("Übersicht".normalize("NFC")));
    expect(urlPath(`/static/1f/${publishedName("Übersicht 100%")}.webp`)).toBe("/static/1f/%C3%9Cbersicht-100.webp");
  });
});
