/** @jest-environment jsdom */
import { controlLoop } from "../../../src/motion/loop-control";

/**
 * An IntersectionObserver the test drives: `report(...states)` delivers one callback with an entry per state, oldest
 * first, as the browser does when the element changed more than once before its callback ran.
 */
let report: (...visible: boolean[]) => void = () => {};
class TestObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    report = (...visible) =>
      this.callback(
        visible.map((isIntersecting) => ({ isIntersecting }) as IntersectionObserverEntry),
        this as never,
      );
  }
  disconnect() {
    report = () => {};
  }
}

/** The parts of a Web Animation that the control uses, recording what it was told. */
function fakeAnimation() {
  const animation = {
    playState: "running" as AnimationPlayState,
    play: jest.fn(() => void (animation.playState = "running")),
    pause: jest.fn(() => void (animation.playState = "paused")),
    cancel: jest.fn(() => void (animation.playState = "idle")),
  };
  return animation;
}

describe("controlLoop", () => {
  let hidden = false;
  beforeAll(() => {
    Object.defineProperty(window, "IntersectionObserver", { value: TestObserver, configurable: true });
    Object.defineProperty(document, "hidden", { get: () => hidden, configurable: true });
  });
  beforeEach(() => (hidden = false));

  it("plays only while on screen, the tab shown and no other hold on", () => {
    const animation = fakeAnimation();
    const loop = controlLoop(animation as unknown as Animation, document.body);
    expect(animation.playState).toBe("paused");
    report(true);
    expect(animation.playState).toBe("running");
    loop.hold("hovered", true);
    expect(animation.playState).toBe("paused");
    loop.hold("stopped", true);
    loop.hold("hovered", false);
    expect(animation.playState).toBe("paused");
    loop.hold("stopped", false);
    expect(animation.playState).toBe("running");
    hidden = true;
    document.dispatchEvent(new Event("visibilitychange"));
    expect(animation.playState).toBe("paused");
    hidden = false;
    document.dispatchEvent(new Event("visibilitychange"));
    expect(animation.playState).toBe("running");
    report(false);
    expect(animation.playState).toBe("paused");
  });

  it("follows the latest of several changes reported in one callback", () => {
    // A visitor scrolling the strip into view while the page is busy loading: the observer's first report (off
    // screen) and the next (on screen) reach the page together.
    const animation = fakeAnimation();
    controlLoop(animation as unknown as Animation, document.body);
    report(false, true);
    expect(animation.playState).toBe("running");
    report(true, false);
    expect(animation.playState).toBe("paused");
  });

  it("once stopped, removes the animation and no longer listens", () => {
    const animation = fakeAnimation();
    const loop = controlLoop(animation as unknown as Animation, document.body);
    report(true);
    loop.stop();
    expect(animation.cancel).toHaveBeenCalled();
    const plays = animation.play.mock.calls.length;
    document.dispatchEvent(new Event("visibilitychange"));
    report(true);
    expect(animation.play.mock.calls.length).toBe(plays);
  });
});
