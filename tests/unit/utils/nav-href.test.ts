import { isRoute, navHref, withTrailingSlash } from "../../../src/utils/nav-href";

describe("navHref", () => {
  it("keeps anchors in-page on the home page", () => {
    expect(navHref("#work", true)).toBe("#work");
  });
  it("turns anchors into a full navigation to home elsewhere", () => {
    expect(navHref("#skills", false)).toBe("/#skills");
  });
  it("leaves routes alone", () => {
    expect(navHref("/projects", false)).toBe("/projects");
    expect(isRoute("/projects")).toBe(true);
    expect(isRoute("#work")).toBe(false);
    expect(withTrailingSlash("/projects")).toBe("/projects/");
    expect(withTrailingSlash("/")).toBe("/");
  });
});
