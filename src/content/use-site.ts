import { graphql } from "gatsby";
import { type ComponentType, createContext, createElement, type ReactNode, useContext } from "react";
import type { SiteLabels } from "./site-labels";
import type { SiteLocale } from "./site-locale";

/** Everything the pages, the layout and the head read from content/site.json, in the page's language. */
export type Site = Omit<NonNullable<Queries.SiteContentFragment["siteJson"]>, "locale"> & { locale: SiteLocale };

/** The page in one of the site's languages: its own, or a twin. */
export interface PageTwin {
  /** The language's BCP 47 tag. */
  tag: string;
  /** The language's name in itself ("Deutsch"). */
  name: string;
  /** Where the page is in that language ("/de/projects/"). */
  path: string;
  /** Open Graph's name for the language ("de_DE"). */
  ogLocale: string;
}

/** What gatsby-node.ts gives every page of its language: the language, and the page in each of the site's. */
export interface LanguageContext {
  /** The translation the page's words are in: "" for content/'s own files (the page queries' `$translation`). */
  translation: string;
  /** Where its language's pages are: "" for the first language's, "/de" for another's. */
  prefix: string;
  /** The page in every language of the site, its own included, the first language's first. */
  twins: readonly PageTwin[];
}

/** What every page's query and context give its layout and head, in the page's language. */
export interface SiteContent {
  site: Site;
  labels: SiteLabels;
  navItems: Queries.SiteContentFragment["allNavItemsJson"]["nodes"];
  socialLinks: Queries.SiteContentFragment["allSocialLinksJson"]["nodes"];
  language: LanguageContext;
}

const SiteContentContext = createContext<SiteContent | undefined>(undefined);

/** The site's content for the page's language, for the components under it. */
export const SiteContentProvider = ({ value, children }: { value: SiteContent; children: ReactNode }) =>
  createElement(SiteContentContext.Provider, { value }, children);

/** What a page's query (SiteContent) and context give, as the site's content; throws naming what is missing. */
export function siteContentOf(data: Queries.SiteContentFragment, language: LanguageContext): SiteContent {
  if (!data.siteJson)
    throw new Error("content/site.json is missing: no siteJson node to read the site's details from.");
  if (!data.labelsJson)
    throw new Error("content/labels.json is missing: no labelsJson node to read the site's words from.");
  return {
    site: data.siteJson as unknown as Site,
    labels: data.labelsJson.texts as SiteLabels,
    navItems: data.allNavItemsJson.nodes,
    socialLinks: data.allSocialLinksJson.nodes,
    language,
  };
}

/**
 * A page's component or head with the site's content around it, from the page's query and context: the layout, the
 * head's Seo and every component under them read it with useSite() and useLabels().
 */
export function onSite<Props extends { data: Queries.SiteContentFragment; pageContext: LanguageContext }>(
  Component: ComponentType<Props>,
) {
  return (props: Props) =>
    createElement(SiteContentProvider, {
      value: siteContentOf(props.data, props.pageContext),
      children: createElement(Component, props),
    });
}

function useSiteContent(): SiteContent {
  const content = useContext(SiteContentContext);
  if (!content)
    throw new Error("No site content here: render the page through onSite(), or under a SiteContentProvider.");
  return content;
}

export const useSite = (): Site => useSiteContent().site;

/** Every fixed word of the site, in the page's language: its labels.json's, with the English of those it leaves out. */
export const useLabels = (): SiteLabels => useSiteContent().labels;

/** The navbar's and the footer's links, in the page's language. */
export const useSiteLinks = () => {
  const { navItems, socialLinks } = useSiteContent();
  return { navItems, socialLinks };
};

/** The page's language, and where the page is in each of the site's. */
export const usePageLanguage = (): LanguageContext => useSiteContent().language;

/** A path of the site ("/projects/", "/#contact") in the page's language ("/de/projects/"). */
export const useLocalPath = () => {
  const { prefix } = usePageLanguage();
  return (path: string) => `${prefix}${path}`;
};

export const query = graphql`
  fragment SiteContent on Query {
    siteJson(translation: { eq: $translation }) {
      name
      shortName
      role
      intro
      projectsIntro
      description
      location
      countryCode
      siteUrl
      email
      icon {
        publicURL
        extension
      }
      locale
      otherLanguages {
        language
        phrases
      }
      ...HeroVideoFields
      ...ContactFields
    }
    labelsJson(translation: { eq: $translation }) {
      texts
    }
    allNavItemsJson(filter: { translation: { eq: $translation } }) {
      nodes {
        name
        link
      }
    }
    allSocialLinksJson(filter: { translation: { eq: $translation } }) {
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
