import { Link } from "gatsby";
import { CvBullets, CvEntry } from "./cv-entry";
import { fillLabel, listText } from "../content/label-text";
import { useLabels } from "../content/use-site";
import { Text } from "../components/text";
import { CvSection } from "./cv-section";
import type { JsonResume } from "./json-resume";

export function ProjectsSection({ projects }: { projects: JsonResume["projects"] }) {
  const labels = useLabels();
  return (
    <CvSection name="projects" title={labels.projects}>
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
              <Text>{project.name}</Text>
            </Link>
          }
          detail={project.entity}
        >
          <p className="mt-2 text-fg/90">
            <Text>{project.description}</Text>
          </p>
          <CvBullets items={project.highlights} />
          <p className="mt-2 text-sm text-muted">
            {fillLabel(labels.builtWith, { list: listText(project.keywords, labels.listMore) })}
          </p>
        </CvEntry>
      ))}
    </CvSection>
  );
}
