/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Layout } from "../../../src/components/layout";
import { fillLabel } from "../../../src/content/label-text";
import {
  contentLabels,
  queried,
  readContent,
  shown,
  shownName,
  staticQueryAnswer,
} from "../../support/content-fixture";

const site = readContent<Record<string, string>>("site.json");

// useSite() and Layout's own query both go through useStaticQuery: one answer serves both.
const answer = (siteJson: unknown) =>
  jest.mocked(useStaticQuery).mockReturnValue({
    ...staticQueryAnswer(),
    siteJson: siteJson && { ...(siteJson as object), locale: staticQueryAnswer().siteJson.locale },
    allNavItemsJson: { nodes: readContent("nav-items.json") },
    allSocialLinksJson: { nodes: queried("social-links.json") },
  });

describe("Layout", () => {
  afterEach(() => jest.restoreAllMocks());

  it("puts the short name in the navbar, the full name in the footer and the page in main", () => {
    answer(queried("site.json"));
    render(
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

  it("fails with an error naming content/site.json when there is no siteJson node", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    answer(null);
    expect(() => render(<Layout pathname="/">{null}</Layout>)).toThrow(/content\/site\.json/);
  });
});
