import { useEffect, type RefObject } from "react";
import { MOTION_OK } from "./motion-allowed";

/**
 * Runs `setUp` on the element once it is mounted, while the visitor lets things move: when they switch to reduced
 * motion its cleanup runs (which must leave the element as the CSS draws it), and it runs again if they switch
 * back. `setUp` should be defined once (outside the component, or memoised), as it is an effect dependency.
 */
export function useWhileMotionAllowed<E extends HTMLElement>(
  scope: RefObject<E | null>,
  setUp: (element: E) => (() => void) | void,
) {
  useEffect(() => {
    const element = scope.current;
    if (!element) return;
    const query = window.matchMedia(MOTION_OK);
    let cleanUp: (() => void) | void;
    const apply = () => {
      cleanUp?.();
      cleanUp = query.matches ? setUp(element) : undefined;
    };
    apply();
    query.addEventListener("change", apply);
    return () => {
      query.removeEventListener("change", apply);
      cleanUp?.();
    };
  }, [scope, setUp]);
}
