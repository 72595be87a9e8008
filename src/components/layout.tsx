import type { ReactNode } from "react";
import { usePageLanguage, useSite, useSiteLinks } from "../content/use-site";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { SkipLink } from "./skip-link";

interface LayoutProps {
  /** The page's own path, e.g. "/" or "/de/projects/", to decide how anchors link. */
  pathname: string;
  children: ReactNode;
}

export function Layout({ pathname, children }: LayoutProps) {
  const site = useSite();
  const { navItems, socialLinks } = useSiteLinks();
  const { prefix } = usePageLanguage();
  return (
    <>
      <SkipLink target="main" />
      <Navbar logoText={site.shortName} items={navItems} isHome={pathname === `${prefix}/`} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer ownerName={site.name} socialLinks={socialLinks} />
    </>
  );
}
