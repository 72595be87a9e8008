/** The media query under which things may move. */
export const MOTION_OK = "(prefers-reduced-motion: no-preference)";

/** Whether the visitor lets things move right now (false on the server), for one-off decisions such as scrolling. */
export const motionAllowed = () => typeof window !== "undefined" && window.matchMedia(MOTION_OK).matches;
