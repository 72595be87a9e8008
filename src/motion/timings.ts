/**
 * Every number the spec (§2, §9) gives for motion and scrolling, named as the
 * spec names it. Durations and staggers are in seconds, as gsap takes them.
 */
export const NAVBAR_SCROLLED_PX = 10;

/** 'See My Work' stops with the counter section's top at 15% of the window height. */
export const SEE_MY_WORK_OFFSET_RATIO = 0.15;
