import { graphql } from "gatsby";
import { CategoryIndex } from "../components/category-index";
import { Picture } from "../components/picture";
import { ProjectLinks } from "../components/project-links";
import { ProjectFacts } from "./project-facts";
import { Text } from "../components/text";
import { fillLabel } from "../content/label-text";
import { useLabels } from "../content/use-site";

interface CaseStudyIntroProps {
  project: Queries.CaseStudyIntroFragment;
  position: number;
}

/** The first view: category and index, the title (the page's only h1), the summary, the links and the screenshot. */
export function CaseStudyIntro({ project, position }: CaseStudyIntroProps) {
  const image = project.image.childImageSharp?.gatsbyImageData;
  const { screenshotOf } = useLabels();
  return (
    <header className="px-4 pt-32 pb-10 sm:px-6 md:pt-40 md:pb-14">
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        <CategoryIndex category={project.category} position={position} />
        <h1
          id="case-study-title"
          className="max-w-4xl text-4xl font-bold tracking-tight text-balance text-fg md:text-6xl"
        >
          <Text>{project.title}</Text>
        </h1>
        <p className="max-w-3xl text-lg text-muted md:text-xl">
          <Text>{project.description}</Text>
        </p>
        <ProjectLinks project={project} />
        {image && (
          <Picture image={image} alt={fillLabel(screenshotOf, { title: project.title })} priority className="mt-4" />
        )}
        <ProjectFacts role={project.role} timeline={project.timeline} client={project.client} />
      </div>
    </header>
  );
}

export const query = graphql`
  fragment CaseStudyIntro on ProjectsJson {
    title
    description
    category
    liveLink
    githubLink
    role
    timeline
    client
    image {
      childImageSharp {
        gatsbyImageData(
          width: 1024
          height: 640
          transformOptions: { fit: INSIDE }
          outputPixelDensities: [0.5, 0.75, 1, 1.5]
          sizes: "(min-width: 1080px) 1024px, 92vw"
        )
      }
    }
  }
`;
