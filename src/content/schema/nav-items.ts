import { z } from "zod";
import type { ListCollection } from "./collection";
import { entry, expected, text } from "./fields";

/** The sections of / that a link can point at: their ids. */
export const SECTION_ANCHORS = ["counters", "work", "skills", "contact"] as const;
/** The site's pages, as a link names them. */
export const PAGE_ROUTES = ["/", "/projects", "/cv"] as const;
const NAV_LINKS = [...SECTION_ANCHORS.map((id) => `#${id}`), ...PAGE_ROUTES];
const navLink = (description: string) =>
  z
    .enum(NAV_LINKS as [string, ...string[]], {
      error: expected(`a section of / or a page: ${NAV_LINKS.map((link) => `"${link}"`).join(", ")}`),
    })
    .describe(description);

/** nav-items.json: the navbar's links. */
export const navItemsCollection = () =>
  ({
    shape: "list",
    description: "The links in the navbar, in order, each to a different place.",
    uniqueBy: ["name", "link"],
    entry: entry({
      name: text("The link's text.", 24),
      link: navLink('A page ("/projects") or a section of / ("#work", "#skills").'),
    }),
  }) satisfies ListCollection;
