import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import netlifyAdapter from "gatsby-adapter-netlify";
import { verifyTurnstileDevMiddleware } from "./netlify/lib/dev-middleware";
import { contentDir } from "./src/content/content-dir";
import { readJsonFile } from "./src/content/json-text";
import { sharedAcceptedContent } from "./src/content/accepted-content";
import { typeNameFor } from "./src/content/graphql-types";
import { languageEntries } from "./src/content/language-nodes";
import type { LanguageContext } from "./src/content/use-site";
import { DEFAULT_LANGUAGE, directionOf } from "./src/content/language-direction";
import { THEME_COLOR } from "./src/theme/theme-script";

const CONTENT_DIR = contentDir(__dirname);
// A site.json the build cannot read leaves these empty: the content check (gatsby-node.ts) then names its mistake.
const site = (readJsonFile(readFileSync(path.join(CONTENT_DIR, "site.json"))).data ?? {}) as Record<
  "name" | "role" | "shortName" | "description" | "siteUrl" | "icon",
  string
> & { language?: string };
// A tag the check refuses stops the build there (gatsby-node.ts); Intl must not stop it here first.
const language = (() => {
  try {
    return Intl.getCanonicalLocales(site.language ?? DEFAULT_LANGUAGE)[0]!;
  } catch {
    return DEFAULT_LANGUAGE;
  }
})();

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    siteUrl: site.siteUrl,
  },
  // Generates types/gatsby-types.d.ts (the GraphQL queries' types, kept out of src/) on `gatsby build` too, so `tsc`
  // works in CI.
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "types/gatsby-types.d.ts" },
  trailingSlash: "always",
  // Netlify would install the adapter by itself at build time; pinned here, every build (Netlify's, CI's and
  // yours) runs the same one, and it writes its headers and redirects into public/ locally too.
  adapter: netlifyAdapter(),
  // `npm start` (gatsby develop) answers /api/verify-turnstile with the same function Netlify runs.
  developMiddleware: (app) => {
    app.use(
      "/api/verify-turnstile",
      (req: IncomingMessage, res: ServerResponse) => void verifyTurnstileDevMiddleware(req, res),
    );
  },
  jsxRuntime: "automatic",
  plugins: [
    "gatsby-plugin-postcss",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: "{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }",
        // Each language's 404 page, as the first's.
        excludes: ["/*/404"],
        // Each page with its twin in every language, on a site in more than one (hreflang, as the pages' heads link them).
        serialize: ({ path: url, pageContext }: { path: string; pageContext?: Partial<LanguageContext> }) => {
          const twins = pageContext?.twins ?? [];
          if (twins.length < 2) return { url, changefreq: "daily", priority: 0.7 };
          const links = [...twins, { ...twins[0]!, tag: "x-default" }].map(({ tag, path }) => ({
            lang: tag,
            url: path,
          }));
          return { url, changefreq: "daily", priority: 0.7, links };
        },
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: `${site.name} – ${site.role}`,
        short_name: site.shortName,
        description: site.description,
        start_url: "/",
        // The language the app's name and description are in, and their direction.
        lang: language,
        dir: directionOf(language),
        display: "standalone",
        background_color: THEME_COLOR.dark,
        theme_color: THEME_COLOR.dark,
        // The pages' own theme-color metas follow the theme (gatsby-ssr.tsx).
        theme_color_in_head: false,
        // Every icon size is made from the owner's icon.
        icon: site.icon && path.join(CONTENT_DIR, site.icon),
        include_favicon: false,
      },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      // Every image query's defaults: AVIF and WebP beside the original format, and the image's main colour while it loads.
      options: { defaults: { formats: ["auto", "webp", "avif"], placeholder: "dominantColor" } },
    },
    "gatsby-transformer-sharp",
    {
      // gatsby-source-filesystem, leaving a file the check refuses in `npm start` as Gatsby last read it (gatsby-node.js).
      resolve: "content-files",
      options: {
        name: "content",
        path: CONTENT_DIR,
        refused: (file: string) => sharedAcceptedContent().refused(path.relative(CONTENT_DIR, file)),
      },
    },
    {
      // gatsby-transformer-json, with nodes for each language, reading a file with a mistake in `npm start` as it was
      // last accepted (gatsby-node.js).
      resolve: "content-json",
      options: {
        // Without this, site.json would be typed after its folder ("ContentJson").
        typeName: ({ node }: { node: { base: string } }) => typeNameFor(node.base),
        languages: (file: string, text: string) =>
          languageEntries(CONTENT_DIR, file, text, (name, read) => sharedAcceptedContent().held(name, read)),
      },
    },
  ],
};

export default config;
