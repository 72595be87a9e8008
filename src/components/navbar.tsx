import { Link } from "gatsby";
import { useLabels, useLocalPath } from "../content/use-site";
import { useScrolledPast } from "../hooks/use-scrolled-past";
import { NAVBAR_SCROLLED_PX } from "../motion/timings";
import { isRoute, navHref, withTrailingSlash } from "../utils/nav-href";
import { LanguageSwitcher } from "./language-switcher";
import { Text } from "./text";
import { ThemeToggle } from "./theme-toggle";

export interface NavItem {
  readonly name: string;
  readonly link: string;
}

interface NavbarProps {
  logoText: string;
  items: readonly NavItem[];
  isHome: boolean;
}

const linkClass = "rounded-md px-2 py-1.5 text-[0.95rem] font-medium text-muted transition-colors hover:text-fg";

export function Navbar({ logoText, items, isHome }: NavbarProps) {
  const scrolled = useScrolledPast(NAVBAR_SCROLLED_PX);
  const labels = useLabels();
  const local = useLocalPath();
  return (
    <header
      data-scrolled={scrolled}
      className="fixed inset-x-0 top-0 z-50 border-b border-transparent transition-[background-color,border-color,box-shadow] duration-500 ease-out data-[scrolled=true]:border-line data-[scrolled=true]:bg-ink-950/95 data-[scrolled=true]:shadow-[0_10px_30px_-15px_rgb(0_0_0/0.8)] data-[scrolled=true]:backdrop-blur-md print:hidden light:data-[scrolled=true]:shadow-[0_10px_30px_-15px_rgb(20_20_31/0.2)]"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-3 sm:px-6 md:flex-nowrap md:py-4">
        <Link to={local("/")} className="text-xl font-bold tracking-tight text-fg md:text-2xl">
          <Text>{logoText}</Text>
          <span aria-hidden="true" className="text-gradient">
            .
          </span>
        </Link>
        {/*
          However many links the content lists, they stay one row, which scrolls sideways when it is too long. It shows
          no scrollbar: WebKitGTK's overlay scrollbar takes the clicks on the lower part of a sideways scroller, where
          the links are.
        */}
        <nav
          aria-label={labels.navigation}
          className="nav-row order-3 -mx-2 w-full [scrollbar-width:none] overflow-x-auto md:order-none md:mx-0 md:w-auto md:min-w-0 [&::-webkit-scrollbar]:hidden"
        >
          <ul className="flex w-max items-center gap-1 md:gap-4">
            {items.map((item) => (
              <li key={item.name} className="shrink-0 whitespace-nowrap">
                {isRoute(item.link) ? (
                  <Link to={local(withTrailingSlash(item.link))} className={linkClass} activeClassName="text-fg">
                    <Text>{item.name}</Text>
                  </Link>
                ) : (
                  <a href={navHref(item.link, isHome, local)} className={linkClass}>
                    <Text>{item.name}</Text>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {/*
          On a phone a long label wraps in its button, beside the language and theme buttons. Wider, where the links
          share the row, they scroll, and the buttons keep their room.
        */}
        <div className="flex min-w-0 items-center gap-2 md:shrink-0 [&>*]:shrink-0">
          <LanguageSwitcher />
          <ThemeToggle />
          <a
            href={navHref("#contact", isHome, local)}
            className="button-secondary shrink! px-4! py-2! text-center text-sm text-balance [overflow-wrap:anywhere]"
          >
            {labels.contactMe}
          </a>
        </div>
      </div>
    </header>
  );
}
