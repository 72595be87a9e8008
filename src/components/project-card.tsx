import { graphql } from "gatsby";
import { cardIndex } from "../utils/format";
import { ContentIcon } from "./content-icon";
import { Picture } from "./picture";
import { ProjectLinks } from "./project-links";

interface ProjectCardProps {
  project: Queries.ProjectCardFieldsFragment;
  position: number;
}

export function ProjectCard({ project, position }: ProjectCardProps) {
  const image = project.image.childImageSharp?.gatsbyImageData;
  const titleId = `project-${project.jsonId}-title`;
  return (
    <article aria-labelledby={titleId} className="card grid gap-8 p-5 md:p-8 lg:grid-cols-2 lg:gap-12">
      {image && (
        <div className="overflow-hidden rounded-2xl border border-line bg-ink-800 lg:order-last">
          {/* The first card's screenshot is in the first view. */}
          <Picture image={image} alt={`Screenshot of ${project.title}`} priority={position === 0} />
        </div>
      )}
      <div className="flex flex-col gap-5">
        <div className="flex items-center justify-between gap-4">
          <span className="rounded-full border border-accent/40 bg-accent/10 px-3 py-1 text-sm font-semibold text-[#c7c9fd]">
            {project.category}
          </span>
          <span className="font-mono text-lg font-semibold text-muted">{cardIndex(position)}</span>
        </div>
        <h2 id={titleId} className="text-2xl font-bold text-fg md:text-3xl">
          {project.title}
        </h2>
        <p className="text-muted md:text-lg">{project.description}</p>
        <div>
          <h3 className="mb-3 font-semibold text-fg">Key Features</h3>
          <ul className="grid gap-2 text-muted">
            {project.features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-3 font-semibold text-fg">Technologies Used</h3>
          <ul className="flex flex-wrap gap-2">
            {project.technologies.map((tech) => (
              <li
                key={tech.name}
                className={`flex items-center gap-2 rounded-full py-1 pr-3 pl-1.5 text-sm font-medium ring-1 ${tech.color}`}
              >
                <ContentIcon file={tech.icon} size={22} />
                {tech.name}
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-auto pt-2">
          <ProjectLinks title={project.title} liveLink={project.liveLink} githubLink={project.githubLink} />
        </div>
      </div>
    </article>
  );
}

export const query = graphql`
  fragment ProjectCardFields on ProjectsJson {
    jsonId
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
        publicURL
      }
    }
    image {
      childImageSharp {
        gatsbyImageData(
          width: 680
          outputPixelDensities: [0.5, 1, 1.5]
          sizes: "(min-width: 1280px) 560px, (min-width: 1024px) 42vw, 90vw"
          placeholder: DOMINANT_COLOR
          formats: [AUTO, WEBP, AVIF]
        )
      }
    }
  }
`;
