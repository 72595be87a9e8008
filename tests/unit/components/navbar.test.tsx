/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from "@testing-library/react";
import { Navbar } from "../../../src/components/navbar";
import { contentLabels, readContent, shown, renderOnSite } from "../../support/content-fixture";

const items = readContent<{ name: string; link: string }[]>("nav-items.json");
const labels = contentLabels();
const named = (label: string) => (name: string) => shown(name) === shown(label);

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    fireEvent.scroll(window);
  });

describe("Navbar", () => {
  // An anchor ("#work") links within the home page, and to it from other pages; a route ("/projects") links to the
  // page, with the trailing slash its URL has.
  const expectedHref = (link: string, isHome: boolean) =>
    link.startsWith("#") ? (isHome ? link : `/${link}`) : `${link.replace(/\/$/, "")}/`;

  it("links the logo home and the nav items to their anchors and route", () => {
    renderOnSite(<Navbar logoText="Hamza" items={items} isHome />);
    // The header's first link: the content may name a nav item as the logo is.
    expect(screen.getAllByRole("link", { name: "Hamza" })[0]).toHaveAttribute("href", "/");
    const nav = within(screen.getByRole("navigation", { name: named(labels.navigation) }));
    for (const { name, link } of items)
      expect(nav.getByRole("link", { name: named(name) })).toHaveAttribute("href", expectedHref(link, true));
    // The header's last link: the content may name a nav item as labels.json names it.
    expect(screen.getAllByRole("link", { name: named(labels.contactMe) }).at(-1)).toHaveAttribute("href", "#contact");
  });

  it("sends anchors to the home page from other pages", () => {
    renderOnSite(<Navbar logoText="Hamza" items={items} isHome={false} />);
    const nav = within(screen.getByRole("navigation", { name: named(labels.navigation) }));
    for (const { name, link } of items)
      expect(nav.getByRole("link", { name: named(name) })).toHaveAttribute("href", expectedHref(link, false));
    expect(screen.getAllByRole("link", { name: named(labels.contactMe) }).at(-1)).toHaveAttribute("href", "/#contact");
  });

  it("takes the scrolled style past 10 px and drops it when back", () => {
    renderOnSite(<Navbar logoText="Hamza" items={items} isHome />);
    const bar = screen.getByRole("banner");
    expect(bar).toHaveAttribute("data-scrolled", "false");
    scrollTo(10);
    expect(bar).toHaveAttribute("data-scrolled", "false");
    scrollTo(11);
    expect(bar).toHaveAttribute("data-scrolled", "true");
    scrollTo(0);
    expect(bar).toHaveAttribute("data-scrolled", "false");
  });
});
