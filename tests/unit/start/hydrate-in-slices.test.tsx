/** @jest-environment jsdom */
import { act, fireEvent } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { followMoveDuringHydration, hydrateInSlices } from "../../../src/start/hydrate-in-slices";

function Page() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <button onClick={() => setCount((n) => n + 1)}>Pressed {count}</button>
    </main>
  );
}

const App = () => (
  <div id="gatsby-focus-wrapper">
    <Page />
  </div>
);

/** The page as Gatsby serves it: the app inside its focus wrapper, inside the root container. */
function container(html: string) {
  const root = document.createElement("div");
  root.innerHTML = `<div id="gatsby-focus-wrapper">${html}</div>`;
  document.body.replaceChildren(root);
  return root;
}

beforeEach(() => window.history.replaceState(null, "", "/"));

test("hydrates the server's HTML in place: the same nodes, now working", async () => {
  const root = container(renderToString(<Page />));
  const serverButton = root.querySelector("button");
  await act(async () => {
    hydrateInSlices(<App />, root);
  });
  expect(root.querySelector("button")).toBe(serverButton);
  await act(async () => {
    fireEvent.click(serverButton!);
  });
  expect(serverButton).toHaveTextContent("Pressed 1");
});

test("renders a page that has no server HTML", async () => {
  const root = container("");
  await act(async () => {
    hydrateInSlices(<App />, root);
  });
  expect(root.querySelector("button")).toHaveTextContent("Pressed 0");
});

test("after hydrating, follows a move to another page made meanwhile, and only that", async () => {
  const navigate = jest.fn();
  await act(async () => {
    hydrateInSlices(<App />, container(renderToString(<Page />)));
  });
  window.history.replaceState(null, "", "/#work");
  followMoveDuringHydration(navigate);
  expect(navigate).not.toHaveBeenCalled();

  await act(async () => {
    hydrateInSlices(<App />, container(renderToString(<Page />)));
  });
  window.history.pushState(null, "", "/projects/?from=back");
  followMoveDuringHydration(navigate);
  expect(navigate).toHaveBeenCalledWith("/projects/?from=back", { replace: true });
});
