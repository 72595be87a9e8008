import { watchVisibility } from "./viewport";

/** Why a loop holds still: it is off-screen, the tab is hidden, or a reason of its owner's (hover, a pause button). */
export type HoldReason = "off-screen" | "page-hidden" | "hovered" | "focused" | "stopped";

export interface LoopControl {
  /** Holds the loop still for `reason` (on), or lifts that reason (off); it plays when no reason is left. */
  hold: (reason: HoldReason, on: boolean) => void;
  /** Stops watching and removes the animation, so the element shows as the CSS draws it. */
  stop: () => void;
}

/**
 * Plays a looping Web Animation (run by the browser's compositor, not by script each frame) only while `watched` is
 * on screen and the tab is shown, and while no other hold is on.
 */
export function controlLoop(animation: Animation, watched: Element): LoopControl {
  animation.pause();
  const holds = new Set<HoldReason>(["off-screen"]);
  const update = () => {
    if (holds.size === 0 && animation.playState !== "running") animation.play();
    if (holds.size > 0 && animation.playState === "running") animation.pause();
  };
  const hold = (reason: HoldReason, on: boolean) => {
    if (on) holds.add(reason);
    else holds.delete(reason);
    update();
  };
  const stopWatching = watchVisibility(watched, (visible) => hold("off-screen", !visible));
  const onVisibilityChange = () => hold("page-hidden", document.hidden);
  document.addEventListener("visibilitychange", onVisibilityChange);
  onVisibilityChange();
  return {
    hold,
    stop: () => {
      stopWatching();
      document.removeEventListener("visibilitychange", onVisibilityChange);
      animation.cancel();
    },
  };
}
