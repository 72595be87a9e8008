import { useEffect, useState } from "react";

const MOTION_OK = "(prefers-reduced-motion: no-preference)";

/** Whether the visitor lets things move right now (false on the server). */
export const motionAllowed = () => typeof window !== "undefined" && window.matchMedia(MOTION_OK).matches;

/**
 * Whether the visitor lets things move, kept current if they change the
 * setting. The value only gates effects, never markup, so reading window in
 * the initial state cannot cause a hydration mismatch; on the server it is false.
 */
export function useMotionAllowed(): boolean {
  const [allowed, setAllowed] = useState(motionAllowed);
  useEffect(() => {
    const query = window.matchMedia(MOTION_OK);
    const update = () => setAllowed(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return allowed;
}
