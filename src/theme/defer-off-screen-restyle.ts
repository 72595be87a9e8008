/** The sections of a page that a theme press may leave for a frame: each section of `main`, and the footer. */
const SECTIONS = "main > *, body footer";

/**
 * Lets the browser leave the sections that are well out of sight, above or below the viewport, out of the frame that
 * follows a theme press; the function returned brings them back, for the next frame. A new theme restyles every
 * element of the page, and the visitor waits for the frame that shows it: this way that frame restyles what they see.
 *
 * Each such section gets `content-visibility: auto` for those frames, held at its present height by
 * `contain-intrinsic-block-size`, so that nothing moves. Left alone:
 * - a section within half a viewport of it: browsers draw those anyway, and Chromium would pay a second style pass
 *   in the same frame to find that out;
 * - a section with a video: WebKit shows a skipped video blank until it is played again.
 */
export function deferOffScreenRestyle(): () => void {
  const viewportHeight = document.documentElement.clientHeight;
  const margin = viewportHeight / 2;
  // Every box is measured before any is changed: a change between two measurements would lay the page out again.
  const deferred = [...document.querySelectorAll<HTMLElement>(SECTIONS)].flatMap((section) => {
    const box = section.getBoundingClientRect();
    const near = box.bottom > -margin && box.top < viewportHeight + margin;
    if (near || section.querySelector("video")) return [];
    const style = getComputedStyle(section);
    const frame = ["paddingTop", "paddingBottom", "borderTopWidth", "borderBottomWidth"] as const;
    // The stand-in size is the content box's: padding and border come on top of it.
    return [{ section, height: frame.reduce((height, edge) => height - parseFloat(style[edge]), box.height) }];
  });
  for (const { section, height } of deferred) {
    section.style.containIntrinsicBlockSize = `${height}px`;
    section.style.contentVisibility = "auto";
  }
  return () => {
    for (const { section } of deferred) {
      section.style.removeProperty("content-visibility");
      section.style.removeProperty("contain-intrinsic-block-size");
    }
  };
}
