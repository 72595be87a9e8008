import {
  createHistory,
  createMemorySource,
  type History,
  type HistoryListener,
  type HistoryListenerParameter,
} from "@reach/router";
import { holdLocationUpdates, MAX_HOLD_MS } from "../../../src/start/hold-location-updates";

/** A history whose changes the test makes, as the browser's popstate would. */
function fakeHistory() {
  const listeners: HistoryListener[] = [];
  const history = {
    location: { pathname: "/", href: "http://site/" },
    listen: (listener: HistoryListener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
  } as unknown as History;
  const go = (path: string, hash = "", action = "POP") => {
    const location = { pathname: path, search: "", hash, href: `http://site${path}${hash}` };
    (history as { location: unknown }).location = location;
    for (const listener of [...listeners]) listener({ location, action } as unknown as HistoryListenerParameter);
  };
  return { history, go };
}

function fakeHydration(hydrating: boolean) {
  let waiting: Array<() => void> = [];
  return {
    hydrating: () => hydrating,
    whenHydrated: (callback: () => void) => (hydrating ? waiting.push(callback) : callback()),
    finish() {
      hydrating = false;
      const callbacks = waiting;
      waiting = [];
      callbacks.forEach((callback) => callback());
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp({ hydrating }: { hydrating: boolean }) {
  const { history, go } = fakeHistory();
  const hydration = fakeHydration(hydrating);
  const loads: string[] = [];
  const hold = holdLocationUpdates({ history, hydration, loadPage: async (path) => void loads.push(path) });
  const seen: string[] = [];
  const unlisten = history.listen(({ location }) => seen.push(location.pathname + location.hash));
  return { go, seen, hydration, hold, loads, unlisten };
}

afterEach(() => jest.useRealTimers());

describe("location changes wait until the page can take them", () => {
  it("delivers a change within a hydrated page at once, and it scrolls", () => {
    const { go, seen, hold } = setUp({ hydrating: false });
    go("/", "#work");
    go("/", "#contact");
    expect(seen).toEqual(["/#work", "/#contact"]);
    expect(hold.arrivedLate("http://site/#contact")).toBe(false);
  });

  it("holds changes within the page while sections hydrate, then delivers only the latest, without scrolling", () => {
    const { go, seen, hydration, hold } = setUp({ hydrating: true });
    go("/", "#work");
    go("/", "#skills");
    go("/", "#contact");
    expect(seen).toEqual([]);
    hydration.finish();
    expect(seen).toEqual(["/#contact"]);
    expect(hold.arrivedLate("http://site/#contact")).toBe(true);

    go("/", "#work");
    expect(hold.arrivedLate("http://site/#work")).toBe(false);
  });

  it("delivers a move to another page once its page is loaded, and drops the change held for the old page", async () => {
    const { go, seen, hydration, loads } = setUp({ hydrating: true });
    go("/", "#work");
    go("/projects/");
    expect(loads).toEqual(["/projects/"]);
    await settle();
    expect(seen).toEqual(["/projects/"]);
    hydration.finish();
    expect(seen).toEqual(["/projects/"]);
  });

  it("compares with the page last delivered, not the first one", async () => {
    const { go, seen } = setUp({ hydrating: true });
    go("/projects/");
    await settle();
    go("/");
    await settle();
    expect(seen).toEqual(["/projects/", "/"]);
  });

  it("gives up waiting after MAX_HOLD_MS", () => {
    jest.useFakeTimers();
    const { go, seen } = setUp({ hydrating: true });
    go("/", "#work");
    jest.advanceTimersByTime(MAX_HOLD_MS - 1);
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(seen).toEqual(["/#work"]);
  });

  it("delivers nothing to a listener that has unsubscribed", () => {
    const { go, seen, hydration, unlisten } = setUp({ hydrating: true });
    go("/", "#work");
    unlisten();
    hydration.finish();
    expect(seen).toEqual([]);
  });

  it("keeps pushing history entries while a same-page navigation is held", () => {
    const source = createMemorySource("/");
    const history = createHistory(source);
    holdLocationUpdates({ history, hydration: fakeHydration(true), loadPage: async () => undefined });
    history.listen(() => undefined);
    void history.navigate("/");
    void history.navigate("/projects/");
    expect((source.history as unknown as { entries: unknown[] }).entries).toHaveLength(3);
  });
});
