import { graphql, Link } from "gatsby";
import { useRef } from "react";
import { Picture } from "../components/picture";
import { ProjectLinks } from "../components/project-links";
import { SectionHeading } from "../components/section-heading";
import { MOTION } from "../motion/timings";
import { useRevealMotion } from "../motion/use-reveal-motion";
import { caseStudyPath } from "../utils/case-study-path";
import { cssVars } from "../utils/css-vars";

type ShowcaseProject = Queries.ShowcaseProjectFieldsFragment;

interface ProjectShowcaseProps {
  /** The first project is featured; the next two are shown smaller. */
  projects: readonly ShowcaseProject[];
}

function ProjectShot({ project, featured }: { project: ShowcaseProject; featured: boolean }) {
  const sharp = project.image.childImageSharp;
  const image = featured ? sharp?.featured : sharp?.small;
  if (!image) return null;
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-ink-800">
      <Picture image={image} alt={`Screenshot of ${project.title}`} />
    </div>
  );
}

export function ProjectShowcase({ projects }: ProjectShowcaseProps) {
  const ref = useRef<HTMLElement>(null);
  useRevealMotion(ref, { items: ".showcase-item", trigger: "item", ...MOTION.showcase });
  const [featured, ...others] = projects;
  if (!featured) return null;
  return (
    <section
      ref={ref}
      id="work"
      aria-labelledby="work-title"
      style={cssVars({ "--reveal-from-y": `${MOTION.showcase.fromY}px` })}
      className="px-4 py-20 render-when-near sm:px-6 md:py-28"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="work-title" eyebrow="Selected work" title="Projects Built to Deliver Results" />
        <div className="grid gap-8 lg:grid-cols-[1.35fr_1fr] lg:gap-10">
          <article className="showcase-item reveal flex flex-col gap-6">
            <ProjectShot project={featured} featured />
            <div>
              <h3 className="text-2xl font-bold text-fg md:text-3xl">{featured.title}</h3>
              <p className="mt-3 max-w-2xl text-muted md:text-lg">{featured.description}</p>
            </div>
            <ProjectLinks
              title={featured.title}
              liveLink={featured.liveLink}
              githubLink={featured.githubLink}
              caseStudy={caseStudyPath(featured.slug)}
            />
          </article>
          <div className="flex flex-col gap-8">
            {others.map((project) => (
              <article key={project.jsonId} className="showcase-item reveal flex flex-col gap-4">
                <ProjectShot project={project} featured={false} />
                <h3 className="text-xl font-bold text-fg">{project.title}</h3>
                <ProjectLinks
                  title={project.title}
                  liveLink={project.liveLink}
                  githubLink={project.githubLink}
                  caseStudy={caseStudyPath(project.slug)}
                />
              </article>
            ))}
          </div>
        </div>
        <div className="mt-14 flex justify-center">
          <Link to="/projects/" className="button-secondary">
            View All Projects
          </Link>
        </div>
      </div>
    </section>
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
          outputPixelDensities: [0.5, 1, 1.5]
          sizes: "(min-width: 1280px) 700px, (min-width: 1024px) 56vw, 92vw"
          placeholder: DOMINANT_COLOR
          formats: [AUTO, WEBP, AVIF]
        )
        small: gatsbyImageData(
          width: 480
          outputPixelDensities: [0.75, 1, 1.5, 2]
          sizes: "(min-width: 1280px) 500px, (min-width: 1024px) 40vw, 92vw"
          placeholder: DOMINANT_COLOR
          formats: [AUTO, WEBP, AVIF]
        )
      }
    }
  }
`;
