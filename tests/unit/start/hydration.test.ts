import { createHydrationWatch } from "../../../src/start/hydration";

const afterCommit = () => Promise.resolve();

describe("the hydration watch", () => {
  it("runs a callback at once when no boundary waits", () => {
    const watch = createHydrationWatch();
    const callback = jest.fn();
    watch.whenHydrated(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("holds callbacks until every mounted boundary has hydrated, then runs each once", async () => {
    const watch = createHydrationWatch();
    const [first, second] = [{}, {}];
    watch.boundaryMounted(first);
    watch.boundaryMounted(second);
    const callback = jest.fn();
    watch.whenHydrated(callback);

    watch.boundaryHydrated(first);
    await afterCommit();
    expect(callback).not.toHaveBeenCalled();

    watch.boundaryHydrated(second);
    await afterCommit();
    expect(callback).toHaveBeenCalledTimes(1);
    watch.boundaryHydrated(second);
    await afterCommit();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("counts a boundary whose content reported before the boundary itself mounted as hydrated", async () => {
    const watch = createHydrationWatch();
    const clientRendered = {};
    watch.boundaryHydrated(clientRendered);
    watch.boundaryMounted(clientRendered);
    const callback = jest.fn();
    watch.whenHydrated(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("waits for a nested boundary that mounts in the same commit as its parent's content", async () => {
    const watch = createHydrationWatch();
    const [parent, nested] = [{}, {}];
    watch.boundaryMounted(parent);
    const callback = jest.fn();
    watch.whenHydrated(callback);

    // One commit: the parent's content reports first, then the nested boundary mounts.
    watch.boundaryHydrated(parent);
    watch.boundaryMounted(nested);
    await afterCommit();
    expect(callback).not.toHaveBeenCalled();

    watch.boundaryHydrated(nested);
    await afterCommit();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("stops waiting for a boundary that leaves the page before it hydrated", async () => {
    const watch = createHydrationWatch();
    const leave = watch.boundaryMounted({});
    const callback = jest.fn();
    watch.whenHydrated(callback);
    leave();
    await afterCommit();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
