import type { Page } from "@playwright/test";

// Watching the screen from inside the page, on the page's own clock (real or Playwright's fake one): one call
// records a whole series, so how fast the test process or the machine runs cannot bend the timings.

export interface Seen<T> {
  /** Milliseconds since watching began, on the page's clock. */
  t: number;
  value: T;
}

export interface WatchOptions<A> {
  /** How long to watch, in milliseconds of the page's clock. */
  ms: number;
  /** And at least until this many readings are taken: a busy machine draws fewer frames in the same time. */
  readings?: number;
  /** Read every `everyMs` milliseconds (a timer); 0 reads every animation frame. */
  everyMs?: number;
  /** Passed to the reading function. */
  arg?: A;
  /** Scroll instantly to this offset first, in the same task that starts the clock (a scroll trigger's moment). */
  scrollTo?: number;
  /**
   * Then click this element, in the same task: the frames that follow a press, where a driver cannot click while
   * the page is being watched.
   */
  click?: string;
  /** Where to keep what is seen as it is seen (`recordFromStart`). */
  seen?: Seen<unknown>[];
  /**
   * Count `ms` from the first reading unlike the first one, not from the start: the frames after a press the driver
   * makes once watching has begun, however late a busy machine lands it. Without such a reading, it stops after 10 s.
   */
  fromChange?: boolean;
}

/**
 * The loop that runs in the page. It refers to nothing outside itself: `watch` sends its source there. A reading
 * of `undefined` (nothing to see yet) is left out.
 */
function watchLoop<A, T>(read: (arg: A) => T | undefined, options: WatchOptions<A>) {
  const { ms, readings = 0, everyMs = 0, arg, scrollTo, click, fromChange = false } = options;
  return new Promise<Seen<T>[]>((resolve) => {
    const seen = (options.seen ?? []) as Seen<T>[];
    if (scrollTo !== undefined) window.scrollTo({ top: scrollTo, behavior: "instant" });
    if (click !== undefined) document.querySelector<HTMLElement>(click)!.click();
    const start = performance.now();
    let first: string | undefined;
    let changedAt = fromChange ? undefined : 0;
    const tick = () => {
      const t = performance.now() - start;
      const value = read(arg as A);
      if (value !== undefined) {
        seen.push({ t, value });
        if (changedAt === undefined) {
          const json = JSON.stringify(value);
          if (first === undefined) first = json;
          else if (json !== first) changedAt = t;
        }
      }
      const done = changedAt === undefined ? t >= 10000 : t - changedAt >= ms;
      if (done && seen.length >= readings) resolve(seen);
      else if (everyMs > 0) setTimeout(tick, everyMs);
      else requestAnimationFrame(tick);
    };
    tick();
  });
}

/**
 * A function to pass to `evaluate` (Playwright's, or any engine page's) that calls `read` (which must refer to
 * nothing outside itself) over time and resolves with what it read and when.
 */
export function watch<A, T>(read: (arg: A) => T | undefined): (options: WatchOptions<A>) => Promise<Seen<T>[]> {
  return selfContained(watchLoop, read);
}

/**
 * Watches every frame of each document the page loads, from its first (before the page's own scripts), for as long
 * as the document lives; `recorded` reads what was seen so far, and `forgetRecorded` starts afresh.
 */
export const recordFromStart = (page: Page, read: () => unknown) =>
  page.addInitScript(`void (${watch(read).toString()})({ ms: Infinity, seen: (window.__recorded = []) })`);
export const recorded = <T>(page: Page) => page.evaluate("window.__recorded") as Promise<Seen<T>[]>;
export const forgetRecorded = (page: Page) => page.evaluate("void (window.__recorded.length = 0)");

/**
 * One function of `options` whose source holds both `loop` and `read`, so that it can be sent to the page. Built
 * here in Node with `new Function`, only for its source: neither function may refer to anything outside itself.
 */
function selfContained(loop: (...args: never[]) => unknown, read: (...args: never[]) => unknown): never {
  return new Function("options", `return (${loop.toString()})(${read.toString()}, options);`) as never;
}

/**
 * Watches on Playwright's paused fake clock: starts watching, runs the clock for the watch's length in one step,
 * then collects. Before the clock moves, it lets the browser finish one rendering update, so that scroll triggers
 * (IntersectionObservers, which the fake clock does not drive) have seen the latest scroll: their callbacks run
 * before this one's, in the same task, since they were created earlier.
 */
export async function watchOnClock<A, T>(page: Page, read: (arg: A) => T, options: WatchOptions<A>) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement);
      }),
  );
  await page.evaluate(`void (window.__watching = (${watch(read).toString()})(${JSON.stringify(options)}))`);
  await page.clock.runFor(options.ms + 50);
  return (await page.evaluate("window.__watching")) as Seen<T>[];
}

export interface TimelineOptions<A> {
  /** The element whose Web Animations to step through. */
  selector: string;
  /** How far to step, in milliseconds of the animations' own time (their delay included). */
  ms: number;
  /** Read every `everyMs` milliseconds of it. */
  everyMs: number;
  /** Passed to the reading function. */
  arg?: A;
}

/** The loop that runs in the page: it pauses the element's animations and seeks them, reading at each step. */
function timelineLoop<A, T>(read: (arg: A) => T, { selector, ms, everyMs, arg }: TimelineOptions<A>) {
  const animations = document.querySelector(selector)?.getAnimations() ?? [];
  animations.forEach((animation) => animation.pause());
  const seen: Seen<T>[] = [];
  for (let t = 0; t <= ms; t += everyMs) {
    animations.forEach((animation) => (animation.currentTime = t));
    seen.push({ t, value: read(arg as A) });
  }
  return seen;
}

/**
 * A function to pass to `evaluate` that steps the Web Animations of one element (CSS or script-made, which the
 * compositor runs on the browser's own timeline, not on timers) through their time and reads the screen at each
 * step: what the visitor sees at every moment, however busy the machine is. With no animation on the element, it
 * reads the still screen at every step.
 */
export function onTimeline<A, T>(read: (arg: A) => T): (options: TimelineOptions<A>) => Seen<T>[] {
  return selfContained(timelineLoop, read);
}
