/**
 * Every number that times motion or scrolling, in one place. Durations and staggers are in seconds, as gsap
 * takes them. Where the design fixes a number it is named for what it times; the ones we chose are marked "ours".
 *
 * A trigger line is where an element's top must reach to start its entrance, measured up from the viewport's
 * bottom edge: "50%" is the viewport centre, "100px" is 100 px above the bottom.
 */
export const NAVBAR_SCROLLED_PX = 10;

export const MOTION = {
  /** The headline's three lines rise in 0.2 s apart, 1 s each, from the first paint (a CSS animation). */
  heroHeadline: { duration: 1, stagger: 0.2, fromY: 48 /* px, ours */ },
  /** Ours: how long each rotating word stays, and how long the slide to the next one takes. */
  heroWords: { hold: 1.6, slide: 0.55 },
  /** 'See My Work' stops with the counter section's top at 15% of the window height. */
  seeMyWork: { offsetRatio: 0.15 },
  /** Counters count from 0 over 2.5 s in whole numbers when the section's top reaches the viewport centre, once. */
  counters: { duration: 2.5, triggerLine: "50%" },
  /** Each showcase item enters when its own top is 100 px above the viewport bottom; items entering together 0.3 s apart. */
  showcase: { stagger: 0.3, duration: 0.9 /* ours */, fromY: 60 /* ours */, triggerLine: "100px" },
  /** Skill cards rise 50 px and fade in, 1 s each, 0.2 s apart, when the section's top reaches the viewport centre. */
  skills: { duration: 1, stagger: 0.2, fromY: 50, triggerLine: "50%" },
  /** Ours: the marquees' speed. */
  marquee: { pixelsPerSecond: 45 },
  /**
   * Ours: if the page's scripts have not started this long after the first paint (blocked, failed, or a very slow
   * network), the content waiting in its hidden start state is shown as it is, without motion.
   */
  startStateFailsafeMs: 6000,
  /**
   * Ours: how long an item the visitor has reached may wait in its start state for the entrance code (a chunk of its
   * own, see load-entrances.ts). Past it, everything is shown as it is and no entrance plays on this page.
   */
  entranceCodeWaitMs: 1000,
} as const;
