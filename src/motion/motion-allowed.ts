/** Whether the visitor lets things move right now (false on the server), for one-off decisions such as scrolling. */
export const motionAllowed = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: no-preference)").matches;
