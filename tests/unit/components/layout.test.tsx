/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { Layout } from "../../../src/components/layout";
import { fillLabel } from "../../../src/content/label-text";
import { contentLabels, readContent, renderOnSite, shown, shownName } from "../../support/content-fixture";

const site = readContent<Record<string, string>>("site.json");

describe("Layout", () => {
  afterEach(() => jest.restoreAllMocks());

  it("puts the short name in the navbar, the full name in the footer and the page in main", () => {
    renderOnSite(
      <Layout pathname="/">
        <p>Page content</p>
      </Layout>,
    );
    // The navbar's first link, whatever the nav items are named.
    const banner = within(screen.getByRole("banner"));
    const [logo] = banner.getAllByRole("link");
    expect(banner.getAllByRole("link", { name: shownName(site.shortName) })).toContain(logo);
    expect(logo).toHaveAttribute("href", "/");
    expect(screen.getByRole("main")).toHaveTextContent("Page content");
    const year = new Date().getFullYear();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      shown(fillLabel(contentLabels().copyright, { year, name: site.name })),
    );
  });

  it("fails with an error saying what is missing when a page gives it no site content", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const { render } = jest.requireActual<typeof import("@testing-library/react")>("@testing-library/react");
    expect(() => render(<Layout pathname="/">{null}</Layout>)).toThrow(/No site content here/);
  });
});
