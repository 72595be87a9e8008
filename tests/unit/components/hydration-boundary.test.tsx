import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HydrationBoundary } from "../../../src/components/hydration-boundary";
import { hydration } from "../../../src/start/hydration";

/** Content that, on the client, stays server HTML until `release` is called, as a section React has not reached. */
function gatedContent() {
  let released = false;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  function Content({ onServer }: { onServer?: boolean }) {
    if (!onServer && !released) throw gate.then(() => (released = true));
    return <p>slow section</p>;
  }
  return { Content, release: () => release() };
}

function page(Content: (props: { onServer?: boolean }) => JSX.Element, onServer = false) {
  return (
    <main>
      <HydrationBoundary>
        <p>quick section</p>
      </HydrationBoundary>
      <HydrationBoundary>
        <Content onServer={onServer} />
      </HydrationBoundary>
    </main>
  );
}

// Roots made here, not through Testing Library, which would say so itself.
beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));

describe("HydrationBoundary", () => {
  it("tells the watch the page is hydrating until its last section has hydrated, keeping the server HTML", async () => {
    const { Content, release } = gatedContent();
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(Content, true));
    const serverParagraph = container.querySelectorAll("p")[1];

    const root = await act(async () => hydrateRoot(container, page(Content)));
    const callback = jest.fn();
    hydration.whenHydrated(callback);
    expect(hydration.hydrating()).toBe(true);
    expect(callback).not.toHaveBeenCalled();

    await act(async () => release());
    expect(hydration.hydrating()).toBe(false);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll("p")[1]).toBe(serverParagraph);
    act(() => root.unmount());
  });

  it("counts a page rendered on the client as hydrated", async () => {
    const { Content, release } = gatedContent();
    release();
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () => root.render(page(Content)));
    expect(container.textContent).toContain("slow section");
    expect(hydration.hydrating()).toBe(false);
    act(() => root.unmount());
  });
});
