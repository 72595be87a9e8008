import { contentTypeDefs, typeNameFor } from "../../../src/content/graphql-types";
import { cardIndex, statText } from "../../../src/utils/format";
import { isRoute, navHref, withTrailingSlash } from "../../../src/utils/nav-href";
import { scrollTargetY } from "../../../src/utils/scroll";

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

describe("format", () => {
  it("numbers project cards from #01", () => {
    expect([0, 1, 9, 99].map(cardIndex)).toEqual(["#01", "#02", "#10", "#100"]);
  });
  it("shows a statistic with its suffix in whole numbers", () => {
    expect(statText(90, "%")).toBe("90%");
    expect(statText(4.6, "+")).toBe("5+");
  });
});

describe("scrollTargetY", () => {
  it("puts the element's top at 15% of the window height", () => {
    // Element 900 px below the viewport top, page scrolled by 100, window 800 high.
    expect(scrollTargetY(900, 100, 800, 0.15)).toBe(880);
  });
  it("never scrolls above the page top", () => {
    expect(scrollTargetY(50, 0, 800, 0.15)).toBe(0);
  });
});

describe("GraphQL content types", () => {
  it("names each type after its file", () => {
    expect(typeNameFor("site.json")).toBe("SiteJson");
    expect(typeNameFor("hero-words.json")).toBe("HeroWordsJson");
  });
  it("declares non-null fields, files by relative path and the JSON id as jsonId", () => {
    const sdl = contentTypeDefs();
    expect(sdl).toContain("type ProjectsJson implements Node @dontInfer {");
    expect(sdl).toContain("  jsonId: Float!");
    expect(sdl).toContain("  image: File! @fileByRelativePath");
    expect(sdl).toContain("  technologies: [ProjectTechnology!]!");
    expect(sdl).toContain("type SiteJson implements Node @dontInfer {");
  });
});
