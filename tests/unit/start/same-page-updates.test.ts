import type { History, HistoryListener, HistoryListenerParameter } from "@reach/router";
import { holdSamePageUpdatesUntil } from "../../../src/start/same-page-updates";

function fakeHistory(pathname: string) {
  const listeners: HistoryListener[] = [];
  const history = {
    location: { pathname },
    listen: (listener: HistoryListener) => {
      listeners.push(listener);
      return () => undefined;
    },
  } as unknown as History;
  const go = (path: string, hash = "") => {
    const update = { location: { pathname: path, hash }, action: "PUSH" } as unknown as HistoryListenerParameter;
    (history as { location: unknown }).location = update.location;
    for (const listener of listeners) listener(update);
  };
  return { history, go };
}

function setUp(hydrated: boolean) {
  const held: Array<() => void> = [];
  const whenHydrated = (callback: () => void) => (hydrated ? callback() : held.push(callback));
  const { history, go } = fakeHistory("/");
  holdSamePageUpdatesUntil(whenHydrated, history);
  const seen: string[] = [];
  history.listen(({ location }) => seen.push(location.pathname + location.hash));
  const finishHydration = () => held.splice(0).forEach((callback) => callback());
  return { go, seen, finishHydration };
}

describe("same-page location changes wait for hydration", () => {
  it("delivers a hash change at once once the page has hydrated", () => {
    const { go, seen } = setUp(true);
    go("/", "#work");
    go("/", "#contact");
    expect(seen).toEqual(["/#work", "/#contact"]);
  });

  it("holds hash changes while sections hydrate, then delivers only the latest", () => {
    const { go, seen, finishHydration } = setUp(false);
    go("/", "#work");
    go("/", "#skills");
    go("/", "#contact");
    expect(seen).toEqual([]);
    finishHydration();
    expect(seen).toEqual(["/#contact"]);
  });

  it("delivers a move to another page at once and drops the hash change held for the old page", () => {
    const { go, seen, finishHydration } = setUp(false);
    go("/", "#work");
    go("/projects/");
    expect(seen).toEqual(["/projects/"]);
    finishHydration();
    expect(seen).toEqual(["/projects/"]);
  });

  it("compares with the page last delivered, not the first one", () => {
    const { go, seen } = setUp(false);
    go("/projects/");
    go("/");
    expect(seen).toEqual(["/projects/", "/"]);
  });
});
