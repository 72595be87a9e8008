import { graphql, useStaticQuery } from "gatsby";
import type { SiteLabels } from "./site-labels";
import type { SiteLocale } from "./site-locale";

/** Everything the pages, the layout and the head read from content/site.json. */
export type Site = Omit<NonNullable<Queries.SiteContentQuery["siteJson"]>, "locale"> & { locale: SiteLocale };

/**
 * content/site.json and content/labels.json, the one place they are queried (one query, so one request). Works in
 * page components, the layout and the Head API alike; throws if a node is missing instead of letting every reader
 * assert it.
 */
function useSiteContent() {
  const { siteJson, labelsJson } = useStaticQuery<Queries.SiteContentQuery>(query);
  if (!siteJson) throw new Error("content/site.json is missing: no siteJson node to read the site's details from.");
  if (!labelsJson) throw new Error("content/labels.json is missing: no labelsJson node to read the site's words from.");
  return { site: siteJson as unknown as Site, labels: labelsJson.texts as SiteLabels };
}

export const useSite = (): Site => useSiteContent().site;

/** Every fixed word of the site, in its language: labels.json's, with the English of those it leaves out. */
export const useLabels = (): SiteLabels => useSiteContent().labels;

const query = graphql`
  query SiteContent {
    siteJson {
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
    labelsJson {
      texts
    }
  }
`;
