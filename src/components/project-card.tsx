import { graphql } from "gatsby";
import { CategoryIndex } from "./category-index";
import { FeatureList } from "./feature-list";
import { Picture } from "./picture";
import { ProjectLinks } from "./project-links";
import { TechnologyList } from "./technology-list";
import { Text } from "./text";
import { fillLabel } from "../content/label-text";
import { useLabels } from "../content/use-site";

interface ProjectCardProps {
  project: Queries.ProjectCardFieldsFragment;
  position: number;
}

export function ProjectCard({ project, position }: ProjectCardProps) {
  const image = project.image.childImageSharp?.gatsbyImageData;
  const titleId = `project-${project.jsonId}-title`;
  const labels = useLabels();
  return (
    <article aria-labelledby={titleId} className="card grid gap-8 p-5 md:p-8 lg:grid-cols-2 lg:gap-12">
      {image && (
        // The first card's screenshot is in the first view.
        <Picture
          image={image}
          alt={fillLabel(labels.screenshotOf, { title: project.title })}
          priority={position === 0}
          className="self-start lg:order-last"
        />
      )}
      <div className="flex flex-col gap-5">
        <CategoryIndex category={project.category} position={position} />
        <h2 id={titleId} className="text-2xl font-bold text-fg md:text-3xl">
          <Text>{project.title}</Text>
        </h2>
        <p className="text-muted md:text-lg">
          <Text>{project.description}</Text>
        </p>
        <div>
          <h3 className="mb-3 font-semibold text-fg">{labels.keyFeatures}</h3>
          <FeatureList features={project.features} />
        </div>
        <div>
          <h3 className="mb-3 font-semibold text-fg">{labels.technologiesUsed}</h3>
          <TechnologyList technologies={project.technologies} />
        </div>
        <div className="mt-auto pt-2">
          <ProjectLinks project={project} withCaseStudy />
        </div>
      </div>
    </article>
  );
}

export const query = graphql`
  fragment ProjectCardFields on ProjectsJson {
    jsonId
    slug
    title
    description
    category
    features
    liveLink
    githubLink
    technologies {
      name
      color
      icon {
        ...ContentIconFile
      }
    }
    image {
      childImageSharp {
        gatsbyImageData(
          width: 680
          height: 425
          transformOptions: { fit: INSIDE }
          outputPixelDensities: [0.5, 1, 1.5]
          sizes: "(min-width: 1280px) 560px, (min-width: 1024px) 42vw, 90vw"
        )
      }
    }
  }
`;
