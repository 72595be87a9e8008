import { graphql, useStaticQuery } from "gatsby";
import type { ReactNode } from "react";
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
      <Navbar logoText={site.shortName} items={allNavItemsJson.nodes} isHome={pathname === "/"} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer ownerName={site.name} socialLinks={allSocialLinksJson.nodes} />
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
          ...ContentIconFile
        }
      }
    }
  }
`;
