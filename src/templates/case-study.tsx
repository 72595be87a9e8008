import { graphql, type PageProps } from "gatsby";
import { ApproachSection } from "../case-study/approach-section";
import { BuiltWithSection } from "../case-study/built-with-section";
import { caseStudyJsonLd } from "../case-study/case-study-json-ld";
import { CaseStudyIntro } from "../case-study/case-study-intro";
import { ChallengeSection } from "../case-study/challenge-section";
import { GallerySection } from "../case-study/gallery-section";
import { OutcomeSection } from "../case-study/outcome-section";
import { ProjectPager } from "../case-study/project-pager";
import { TestimonialSection } from "../case-study/testimonial-section";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { fillLabel } from "../content/label-text";
import { type LanguageContext, onSite, useLabels, usePageLanguage, useSite } from "../content/use-site";
import { shareImagePath } from "../utils/case-study-path";

/** Made by gatsby-node.ts for each project in content/projects.json, at /projects/<slug>/ in each language. */
export interface CaseStudyContext extends LanguageContext {
  slug: string;
}

type CaseStudyProps = PageProps<Queries.CaseStudyPageQuery, CaseStudyContext>;

/** The project, its position in the order of /projects, and the projects either side of it. */
function placeOf({ data, pageContext }: Pick<CaseStudyProps, "data" | "pageContext">) {
  const all = data.allProjectsJson.nodes;
  const position = all.findIndex((p) => p.slug === pageContext.slug);
  const project = data.projectsJson;
  if (!project || position < 0)
    throw new Error(`No project with the slug "${pageContext.slug}" in content/projects.json`);
  return { project, position, previous: all[position - 1], next: all[position + 1] };
}

function CaseStudyPage({ data, pageContext, location }: CaseStudyProps) {
  const { project, position, previous, next } = placeOf({ data, pageContext });
  return (
    <Layout pathname={location.pathname}>
      <article aria-labelledby="case-study-title">
        <CaseStudyIntro project={project} position={position} />
        <ChallengeSection challenge={project.challenge} />
        <ApproachSection approach={project.approach} />
        <OutcomeSection outcome={project.outcome} />
        <GallerySection gallery={project.gallery} />
        <TestimonialSection testimonial={project.testimonial} />
        <BuiltWithSection features={project.features} technologies={project.technologies} />
      </article>
      <ProjectPager previous={previous} next={next} />
    </Layout>
  );
}

export default onSite(CaseStudyPage);

function CaseStudyHead({ data, pageContext, location }: CaseStudyProps) {
  const site = useSite();
  const labels = useLabels();
  const { prefix } = usePageLanguage();
  const { project } = placeOf({ data, pageContext });
  const { title, category } = project;
  return (
    <Seo
      title={fillLabel(labels.caseStudyTitle, { title })}
      description={project.description}
      pathname={location.pathname}
      image={{
        path: prefix + shareImagePath(project.slug),
        alt: fillLabel(labels.caseStudyShareAlt, { title, category, name: site.name }),
      }}
      structuredData={[caseStudyJsonLd(project, site, prefix)]}
    />
  );
}
export const Head = onSite(CaseStudyHead);

export const query = graphql`
  query CaseStudyPage($slug: String!, $translation: String!) {
    ...SiteContent
    projectsJson(slug: { eq: $slug }, translation: { eq: $translation }) {
      slug
      challenge
      ...CaseStudyIntro
      ...CaseStudyApproach
      ...CaseStudyOutcome
      ...CaseStudyGallery
      ...CaseStudyTestimonial
      ...CaseStudyBuiltWith
    }
    allProjectsJson(filter: { translation: { eq: $translation } }, sort: { jsonId: ASC }) {
      nodes {
        slug
        title
      }
    }
  }
`;
