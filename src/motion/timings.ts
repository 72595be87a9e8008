/**
 * Every number the spec (§2, §9) gives for motion and scrolling, named as the
 * spec names it, plus the few the spec leaves open (marked "ours").
 * Durations and staggers are in seconds, as gsap takes them.
 */
export const NAVBAR_SCROLLED_PX = 10;

export const MOTION = {
  heroHeadline: { duration: 1, stagger: 0.2, fromY: 48 /* px, ours */ },
  /** Ours: how long each rotating word stays, and how long the slide to the next one takes. */
  heroWords: { hold: 1.6, slide: 0.55 },
  /** 'See My Work' stops with the counter section's top at 15% of the window height. */
  seeMyWork: { offsetRatio: 0.15 },
  /** Starts when the counter section's top reaches the viewport centre; once only. */
  counters: { duration: 2.5, start: "top center" },
  /** Starts when the trigger's top is 100 px above the viewport bottom. */
  showcase: { stagger: 0.3, duration: 0.9 /* ours */, fromY: 60 /* ours */, start: "top bottom-=100" },
  skills: { duration: 1, stagger: 0.2, fromY: 50, start: "top center" },
  /** Ours: the marquees' speed. */
  marquee: { pixelsPerSecond: 45 },
} as const;
