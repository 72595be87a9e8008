import { scrollTargetY } from "../../../src/utils/scroll";

describe("scrollTargetY", () => {
  it("puts the element's top at 15% of the window height", () => {
    // Element 900 px below the viewport top, page scrolled by 100, window 800 high.
    expect(scrollTargetY(900, 100, 800, 0.15)).toBe(880);
  });
  it("never scrolls above the page top", () => {
    expect(scrollTargetY(50, 0, 800, 0.15)).toBe(0);
  });
});
