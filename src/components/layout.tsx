import { graphql, useStaticQuery } from "gatsby";
import { Suspense, type ReactNode } from "react";
import { useSite } from "../content/use-site";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { SkipLink } from "./skip-link";

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
      <Suspense>
        <Navbar logoText={site.shortName} items={allNavItemsJson.nodes} isHome={pathname === "/"} />
      </Suspense>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Suspense>
        <Footer ownerName={site.name} socialLinks={allSocialLinksJson.nodes} />
      </Suspense>
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
