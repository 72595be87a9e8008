import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { type LanguageContext, onSite, useSite } from "../content/use-site";
import { Contact } from "../sections/contact";
import { Hero } from "../sections/hero";
import { InfoCards } from "../sections/info-cards";
import { MarqueeStrip } from "../sections/marquee-strip";
import { ProjectShowcase } from "../sections/project-showcase";
import { Roles } from "../sections/roles";
import { Skills } from "../sections/skills";
import { StatsCounter } from "../sections/stats-counter";
import { fileUrl } from "../utils/file-url";

/**
 * How many projects the home page showcases: the featured one and two smaller ones. The query asks for as many (a
 * literal there), so the build resizes the screenshots of these alone.
 */
const SHOWCASED_PROJECTS = 3;

type HomeProps = PageProps<Queries.HomePageQuery, LanguageContext>;

function HomePage({ data, location }: HomeProps) {
  const site = useSite();
  return (
    <Layout pathname={location.pathname}>
      <Hero words={data.allHeroWordsJson.nodes} intro={site.intro} video={site} />
      <StatsCounter stats={data.allStatsJson.nodes} />
      <ProjectShowcase projects={data.allProjectsJson.nodes.slice(0, SHOWCASED_PROJECTS)} />
      <MarqueeStrip kind="tech" items={data.allTechIconsJson.nodes} />
      <MarqueeStrip kind="clients" items={data.allClientLogosJson.nodes} />
      <InfoCards kind="values" cards={data.allValueCardsJson.nodes} />
      <InfoCards kind="features" cards={data.allFeatureCardsJson.nodes} />
      <Roles roles={data.allRolesJson.nodes} />
      <Skills skills={data.allSkillsJson.nodes} />
      <Contact site={site} profiles={data.contactProfiles.nodes} />
    </Layout>
  );
}

export default onSite(HomePage);

function HomeHead({ location }: HomeProps) {
  const site = useSite();
  return (
    <>
      <Seo pathname={location.pathname} />
      {/* The poster is the largest thing in the first view on phones: fetch it first. */}
      <link
        rel="preload"
        as="image"
        href={fileUrl(site.heroVideoPoster, "the hero video's poster (heroVideoPoster in content/site.json)")}
        fetchPriority="high"
      />
    </>
  );
}

export const Head = onSite(HomeHead);

export const query = graphql`
  query HomePage($translation: String!) {
    ...SiteContent
    contactProfiles: allSocialLinksJson(filter: { translation: { eq: $translation } }) {
      nodes {
        ...ContactProfileFields
      }
    }
    allHeroWordsJson(filter: { translation: { eq: $translation } }) {
      nodes {
        ...HeroWordFields
      }
    }
    allStatsJson(filter: { translation: { eq: $translation } }) {
      nodes {
        ...StatFields
      }
    }
    allProjectsJson(filter: { translation: { eq: $translation } }, sort: { jsonId: ASC }, limit: 3) {
      nodes {
        ...ShowcaseProjectFields
      }
    }
    allTechIconsJson(filter: { translation: { eq: $translation } }) {
      nodes {
        ...TechIconFields
      }
    }
    allClientLogosJson(filter: { translation: { eq: $translation } }) {
      nodes {
        ...ClientLogoFields
      }
    }
    allValueCardsJson(filter: { translation: { eq: $translation } }) {
      nodes {
        ...ValueCardFields
      }
    }
    allFeatureCardsJson(filter: { translation: { eq: $translation } }) {
      nodes {
        ...FeatureCardFields
      }
    }
    allRolesJson(filter: { translation: { eq: $translation } }) {
      nodes {
        ...RoleFields
      }
    }
    allSkillsJson(filter: { translation: { eq: $translation } }) {
      nodes {
        ...SkillFields
      }
    }
  }
`;
