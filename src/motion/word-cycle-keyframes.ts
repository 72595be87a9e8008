/** gsap's power2.inOut (a quadratic ease in and out) as CSS writes it. */
const EASE_IN_OUT_QUAD = "cubic-bezier(0.455, 0.03, 0.515, 0.955)";

/**
 * The keyframes of one round of the rotating word: for each word, a hold, then a slide up by exactly one entry.
 * `entries` is the number of entries in the strip, which holds the words twice: after one round (half the strip)
 * it shows the first word again, so the next round starts without a visible seam.
 */
export function wordCycleKeyframes(entries: number, hold: number, slide: number): Keyframe[] {
  const steps = entries / 2;
  const held = hold / (hold + slide);
  const at = (step: number) => `translateY(${(-100 * step) / entries}%)`;
  const keyframes: Keyframe[] = [{ offset: 0, transform: at(0) }];
  // Offsets as fractions of whole steps, so the last one is exactly 1 (an offset above 1 throws).
  for (let step = 1; step <= steps; step++) {
    keyframes.push({ offset: (step - 1 + held) / steps, transform: at(step - 1), easing: EASE_IN_OUT_QUAD });
    keyframes.push({ offset: step / steps, transform: at(step) });
  }
  return keyframes;
}
