/** The attribute that lets a section skip its rendering while it is far from the viewport (global.css). */
export const RENDER_WHEN_NEAR = "data-render-when-near";

/**
 * The page's sections and its footer: the blocks a theme switch would otherwise restyle and repaint whole. Not a section
 * with a video (WebKit stops drawing a video whose section it skipped) nor one whose items enter as the visitor reaches
 * them (an IntersectionObserver sees nothing inside a skipped section, so items jumped past would not enter at once).
 */
const BLOCKS = "main > section:not(:has(video, .reveal)), #site-footer";

/** How long the width must hold still before the sections are measured again. */
const SETTLE_MS = 250;

/** The height the section's content takes: what `contain-intrinsic-block-size` stands in for, inside its padding. */
function contentHeight(block: Element) {
  const style = getComputedStyle(block);
  const frame = ["paddingTop", "paddingBottom", "borderTopWidth", "borderBottomWidth"] as const;
  return frame.reduce((height, side) => height - parseFloat(style[side]), block.getBoundingClientRect().height);
}

let watching: IntersectionObserver | undefined;

/**
 * Lets each section of the page skip style, layout and paint while it is far off screen (content-visibility: auto),
 * held at the height it was drawn at, so that the page keeps its true height and a jump lands where it should. A theme
 * switch then restyles what is on and near the screen, not the whole page.
 * A section is let skip only once it has been drawn at the current width (a guessed height would make the scrollbar
 * misstate the page), and only once it is off screen: one let skip while on screen is drawn blank for a frame.
 */
export function renderSectionsWhenNear(root: ParentNode = document) {
  watching?.disconnect();
  const observer = new IntersectionObserver((entries) => {
    const away = entries.filter((entry) => !entry.isIntersecting).map((entry) => entry.target as HTMLElement);
    // Every height is read before any attribute is written: one layout, not one per section.
    const heights = away.map(contentHeight);
    away.forEach((block, i) => {
      observer.unobserve(block);
      block.style.setProperty("--rendered-height", `${heights[i]}px`);
      block.setAttribute(RENDER_WHEN_NEAR, "");
    });
  });
  root.querySelectorAll(BLOCKS).forEach((block) => observer.observe(block));
  watching = observer;
}

let width: number | undefined;
let settling: ReturnType<typeof setTimeout> | undefined;

/**
 * Keeps the sections' heights true across width changes (a phone turned, a window resized): each change draws every
 * section again, and they are let skip again once the width has held still and they have been drawn at it.
 */
export function keepSectionHeightsTrue() {
  if (width !== undefined) return;
  width = window.innerWidth;
  window.addEventListener("resize", () => {
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    watching?.disconnect();
    document.querySelectorAll(`[${RENDER_WHEN_NEAR}]`).forEach((block) => block.removeAttribute(RENDER_WHEN_NEAR));
    clearTimeout(settling);
    settling = setTimeout(() => requestAnimationFrame(() => setTimeout(() => renderSectionsWhenNear())), SETTLE_MS);
  });
}
