/**
 * The scroll position that puts an element's top `offsetRatio` of the window
 * height below the top of the viewport ('See My Work': 15%).
 */
export function scrollTargetY(elementTop: number, scrollY: number, viewportHeight: number, offsetRatio: number) {
  return Math.max(0, Math.round(elementTop + scrollY - viewportHeight * offsetRatio));
}
