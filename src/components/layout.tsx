import { graphql, useStaticQuery } from "gatsby";
import type { ReactNode } from "react";
import { useSite } from "../content/use-site";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { SkipLink } from "./skip-link";
import { HydrationBoundary } from "./hydration-boundary";

interface LayoutProps {
  /** The page's own path, e.g. "/" or "/projects/", to decide how anchors link. */
  pathname: string;
  children: ReactNode;
}

export function Layout({ pathname, children }: LayoutProps) {
  const site = useSite();
  const { allNavItemsJson, allSocialLinksJson } = useStaticQuery<Queries.LayoutContentQuery>(query);
  return (
    <>
      <SkipLink target="main" />
      {/* The navbar, the page and the footer each hydrate in tasks of their own, so no single task blocks input. */}
      <HydrationBoundary>
        <Navbar logoText={site.shortName} items={allNavItemsJson.nodes} isHome={pathname === "/"} />
      </HydrationBoundary>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <HydrationBoundary>
        <Footer ownerName={site.name} socialLinks={allSocialLinksJson.nodes} />
      </HydrationBoundary>
    </>
  );
}

const query = graphql`
  query LayoutContent {
    allNavItemsJson {
      nodes {
        name
        link
      }
    }
    allSocialLinksJson {
      nodes {
        name
        link
        imgPath {
          publicURL
        }
      }
    }
  }
`;
