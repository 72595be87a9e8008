import type { GatsbySSR } from "gatsby";
import { isValidElement } from "react";
import { PAGE_END_ID } from "./src/components/footer";
import { type PagePrefix, htmlLanguage, languageOf } from "./src/content/page-language";
import { startStatesScript } from "./src/motion/start-states";
import { isThemeHead, themeHead } from "./src/theme/theme-head";
import type { ThemeChoice } from "./src/theme/theme-script";

/** This build's stylesheet, which gatsby-node.ts names in the build's renderer; `gatsby develop` has none. */
declare const BUILD_STYLESHEET: string | undefined;
/**
 * The owner's default theme, from the content's site.json, and the site's languages, the first first, each with where
 * its pages are ("" for /, "/de"): gatsby-node.ts gives them to the renderer.
 */
declare const SITE_THEME: ThemeChoice;
declare const SITE_LANGUAGES: readonly PagePrefix[];

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  const theme = SITE_THEME;
  // The owner's default theme is in the HTML itself, for visitors without scripts too. A right-to-left language lays
  // the whole page out from the right (the CSS uses logical properties); left to right is the browser's default.
  setHtmlAttributes({
    ...htmlLanguage(languageOf(SITE_LANGUAGES, pathname)),
    ...(theme === "system" ? {} : { "data-theme": theme }),
  });
  setHeadComponents([
    // Both must run before the first paint, so they are inline and come first: the theme, then the start states.
    ...themeHead(theme),
    <meta key="color-scheme" name="color-scheme" content="light dark" />,
    <script key="start-states" dangerouslySetInnerHTML={{ __html: startStatesScript() }} />,
    // Chromium paints nothing until the page's HTML has been parsed down to its footer's last line: the first frame then styles and
    // lays out the whole page at once, instead of a first paint of the top followed by long tasks laying out each later
    // chunk as it arrives, while the visitor could already tap. Engines that do not know `rel=expect` ignore it.
    <link key="expect-footer" rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />,
  ]);
};

/**
 * The renderer names this build's stylesheet, so that a new stylesheet makes a new renderer and Gatsby renders every
 * page again (gatsby-node.ts says why). Each page must then inline that stylesheet.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  pathname,
}) => {
  // The theme's script and colours go ahead of everything else in the head, the inlined stylesheet and other plugins'
  // scripts included: nothing is drawn in the wrong theme, and nothing runs before it.
  // gatsby-plugin-image adds a style, a noscript style and a module script for its <GatsbyImage> wrapper to every
  // page. The site draws its images as plain <picture>s (src/components/picture.tsx), so none of it applies, and every
  // page would carry its bytes and CSP hashes for nothing. The build's check (scripts/netlify-build.mjs) fails if the
  // plugin renames them.
  const kept = getHeadComponents().filter(
    (element) => !(isValidElement(element) && String(element.key).startsWith("gatsby-image-style")),
  );
  replaceHeadComponents([...kept.filter(isThemeHead), ...kept.filter((e) => !isThemeHead(e))]);
  if (typeof BUILD_STYLESHEET === "undefined") return;
  const inlined = getHeadComponents().find(
    (element) =>
      isValidElement<Record<string, unknown>>(element) && element.props["data-identity"] === "gatsby-global-css",
  );
  const href = isValidElement<Record<string, unknown>>(inlined) ? inlined.props["data-href"] : undefined;
  if (href !== BUILD_STYLESHEET) {
    throw new Error(`${pathname}: inlines ${String(href)}, not this build's stylesheet ${BUILD_STYLESHEET}`);
  }
};
