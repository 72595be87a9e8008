import { Link } from "gatsby";
import { CvBullets, CvEntry } from "./cv-entry";
import { CvSection } from "./cv-section";
import type { JsonResume } from "./json-resume";

export function ProjectsSection({ projects }: { projects: JsonResume["projects"] }) {
  return (
    <CvSection title="Projects">
      {projects.map((project) => (
        <CvEntry
          key={project.url}
          title={
            // The case study is on this site: an in-app link, with its full address in print.
            <Link
              to={new URL(project.url).pathname}
              className="underline-offset-4 hover:underline"
              data-print-href={project.url}
            >
              {project.name}
            </Link>
          }
          detail={project.entity}
        >
          <p className="mt-2 text-fg/90">{project.description}</p>
          <CvBullets items={project.highlights} />
          <p className="mt-2 text-sm text-muted">Built with {project.keywords.join(", ")}</p>
        </CvEntry>
      ))}
    </CvSection>
  );
}
