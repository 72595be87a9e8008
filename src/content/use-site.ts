import { graphql, useStaticQuery } from "gatsby";

/** Everything the pages, the layout and the head read from content/site.json. */
export type Site = NonNullable<Queries.SiteContentQuery["siteJson"]>;

/**
 * content/site.json, the one place it is queried. Works in page components, the
 * layout and the Head API alike; throws if the node is missing instead of letting
 * every reader assert it.
 */
export function useSite(): Site {
  const { siteJson } = useStaticQuery<Queries.SiteContentQuery>(query);
  if (!siteJson) throw new Error("content/site.json is missing: no siteJson node to read the site's details from.");
  return siteJson;
}

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
      ...HeroVideoFields
      ...ContactFields
    }
  }
`;
