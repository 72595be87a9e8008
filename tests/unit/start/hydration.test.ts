import { createHydrationWatch } from "../../../src/start/hydration";

describe("the hydration watch", () => {
  it("runs a callback at once when no boundary waits", () => {
    const watch = createHydrationWatch();
    const callback = jest.fn();
    watch.whenHydrated(callback);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(watch.hydrating()).toBe(false);
  });

  it("holds callbacks until every mounted boundary has hydrated, then runs each once", () => {
    const watch = createHydrationWatch();
    const [first, second] = [{}, {}];
    watch.boundaryMounted(first);
    watch.boundaryMounted(second);
    const callback = jest.fn();
    watch.whenHydrated(callback);

    watch.boundaryHydrated(first);
    expect(callback).not.toHaveBeenCalled();
    expect(watch.hydrating()).toBe(true);

    watch.boundaryHydrated(second);
    expect(callback).toHaveBeenCalledTimes(1);
    watch.boundaryHydrated(second);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(watch.hydrating()).toBe(false);
  });

  it("counts a boundary rendered on the client, whose content reports before the boundary mounts, as hydrated", () => {
    const watch = createHydrationWatch();
    const clientRendered = {};
    watch.boundaryHydrated(clientRendered);
    watch.boundaryMounted(clientRendered);
    expect(watch.hydrating()).toBe(false);
  });

  it("waits for a boundary nested in content that has just hydrated", () => {
    const watch = createHydrationWatch();
    const [parent, nested] = [{}, {}];
    watch.boundaryMounted(parent);
    const callback = jest.fn();
    watch.whenHydrated(callback);

    // One commit: the nested boundary mounts, then the parent's content reports.
    watch.boundaryMounted(nested);
    watch.boundaryHydrated(parent);
    expect(callback).not.toHaveBeenCalled();

    watch.boundaryHydrated(nested);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("stops waiting for a boundary that leaves the page before it hydrated", () => {
    const watch = createHydrationWatch();
    const leave = watch.boundaryMounted({});
    const callback = jest.fn();
    watch.whenHydrated(callback);
    leave();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
