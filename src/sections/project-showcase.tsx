import { graphql, Link } from "gatsby";
import { Picture } from "../components/picture";
import { ProjectLinks } from "../components/project-links";
import { RevealSection } from "../components/reveal-section";
import { Text } from "../components/text";
import { fillLabel } from "../content/label-text";
import { useLabels, useLocalPath } from "../content/use-site";
import { MOTION } from "../motion/timings";

type ShowcaseProject = Queries.ShowcaseProjectFieldsFragment;

interface ProjectShowcaseProps {
  /** The first project is featured; the next two are shown smaller. */
  projects: readonly ShowcaseProject[];
}

function ProjectShot({ project, featured }: { project: ShowcaseProject; featured: boolean }) {
  const sharp = project.image.childImageSharp;
  const image = featured ? sharp?.featured : sharp?.small;
  const { screenshotOf } = useLabels();
  if (!image) return null;
  return <Picture image={image} alt={fillLabel(screenshotOf, { title: project.title })} />;
}

export function ProjectShowcase({ projects }: ProjectShowcaseProps) {
  const [featured, ...others] = projects;
  const labels = useLabels();
  const local = useLocalPath();
  if (!featured) return null;
  return (
    <RevealSection
      name="work"
      anchor
      title={{ text: labels.showcaseTitle, eyebrow: labels.showcaseEyebrow }}
      reveal={{ items: ".showcase-item", trigger: "item", ...MOTION.showcase }}
    >
      {/* With one project, it stands alone in the middle. */}
      <div className={`grid gap-8 lg:gap-10 ${others.length > 0 ? "lg:grid-cols-[1.35fr_1fr]" : "mx-auto max-w-3xl"}`}>
        <article className="showcase-item reveal flex flex-col gap-6">
          <ProjectShot project={featured} featured />
          <div>
            <h3 className="text-2xl font-bold text-fg md:text-3xl">
              <Text>{featured.title}</Text>
            </h3>
            <p className="mt-3 max-w-2xl text-muted md:text-lg">
              <Text>{featured.description}</Text>
            </p>
          </div>
          <ProjectLinks project={featured} withCaseStudy />
        </article>
        <div className="flex flex-col gap-8">
          {others.map((project) => (
            <article key={project.jsonId} className="showcase-item reveal flex flex-col gap-4">
              <ProjectShot project={project} featured={false} />
              <h3 className="text-xl font-bold text-fg">
                <Text>{project.title}</Text>
              </h3>
              <ProjectLinks project={project} withCaseStudy />
            </article>
          ))}
        </div>
      </div>
      <div className="mt-14 flex justify-center">
        <Link to={local("/projects/")} className="button-secondary">
          {labels.viewAllProjects}
        </Link>
      </div>
    </RevealSection>
  );
}

export const query = graphql`
  fragment ShowcaseProjectFields on ProjectsJson {
    jsonId
    slug
    title
    description
    liveLink
    githubLink
    image {
      childImageSharp {
        featured: gatsbyImageData(
          width: 720
          height: 450
          transformOptions: { fit: INSIDE }
          outputPixelDensities: [0.5, 1, 1.5]
          sizes: "(min-width: 1280px) 700px, (min-width: 1024px) 56vw, 92vw"
        )
        small: gatsbyImageData(
          width: 480
          height: 300
          transformOptions: { fit: INSIDE }
          outputPixelDensities: [0.75, 1, 1.5, 2]
          sizes: "(min-width: 1280px) 500px, (min-width: 1024px) 40vw, 92vw"
        )
      }
    }
  }
`;
