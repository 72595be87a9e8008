import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { ProjectCard } from "../components/project-card";
import { Filled } from "../components/filled";
import { Seo } from "../components/seo";
import { Text } from "../components/text";
import { fillLabel } from "../content/label-text";
import { type LanguageContext, onSite, useLabels, useSite } from "../content/use-site";

type ProjectsProps = PageProps<Queries.ProjectsPageQuery, LanguageContext>;

function ProjectsPage({ data, location }: ProjectsProps) {
  const { projectsIntro } = useSite();
  const labels = useLabels();
  const projects = data.allProjectsJson.nodes;
  return (
    <Layout pathname={location.pathname}>
      <section aria-labelledby="projects-title" className="px-4 pt-32 pb-20 sm:px-6 md:pt-40 md:pb-28">
        <div className="mx-auto max-w-7xl">
          <header className="mb-12 max-w-3xl md:mb-16">
            <p className="mb-5 inline-flex rounded-full border border-line bg-ink-800 px-4 py-1.5 text-sm font-semibold text-fg">
              {fillLabel(labels.featuredProjects, { count: projects.length })}
            </p>
            <h1 id="projects-title" className="text-4xl font-bold tracking-tight text-fg md:text-6xl">
              <Filled
                label={labels.projectsHeading}
                values={{ highlight: <span className="text-gradient">{labels.projectsHeadingHighlight}</span> }}
              />
            </h1>
            <p className="mt-5 text-lg text-muted md:text-xl">
              <Text>{projectsIntro}</Text>
            </p>
          </header>
          <ol className="flex flex-col gap-10 md:gap-14">
            {projects.map((project, position) => (
              <li key={project.jsonId}>
                <ProjectCard project={project} position={position} />
              </li>
            ))}
          </ol>
        </div>
      </section>
    </Layout>
  );
}

export default onSite(ProjectsPage);

// Described by the owner's own intro to the page, which follows the projects as they change.
const ProjectsHead = ({ location }: ProjectsProps) => (
  <Seo title={useLabels().projectsPageTitle} description={useSite().projectsIntro} pathname={location.pathname} />
);
export const Head = onSite(ProjectsHead);

export const query = graphql`
  query ProjectsPage($translation: String!) {
    ...SiteContent
    allProjectsJson(filter: { translation: { eq: $translation } }, sort: { jsonId: ASC }) {
      nodes {
        ...ProjectCardFields
      }
    }
  }
`;
