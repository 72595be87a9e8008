import { Link } from "gatsby";
import { Text } from "../components/text";
import { useLabels, useLocalPath } from "../content/use-site";
import { BackArrow, ForwardArrow } from "../components/arrows";
import { caseStudyPath } from "../utils/case-study-path";

interface Neighbour {
  slug: string;
  title: string;
}

interface ProjectPagerProps {
  previous?: Neighbour;
  next?: Neighbour;
}

function PagerLink({ project, direction }: { project: Neighbour; direction: "Previous" | "Next" }) {
  const labels = useLabels();
  const local = useLocalPath();
  return (
    <Link
      to={local(caseStudyPath(project.slug))}
      rel={direction === "Previous" ? "prev" : "next"}
      className={`card flex flex-col gap-1 p-5 transition-colors hover:border-line-strong ${direction === "Next" ? "sm:col-start-2 sm:text-end" : ""}`}
    >
      <span className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">
        {direction === "Previous" ? (
          <>
            <BackArrow /> {labels.previousProject}
          </>
        ) : (
          <>
            {labels.nextProject} <ForwardArrow />
          </>
        )}
      </span>
      <span className="font-semibold text-fg">
        <Text>{project.title}</Text>
      </span>
    </Link>
  );
}

/** The projects before and after this one, in the order of /projects, and the way back to all of them. */
export function ProjectPager({ previous, next }: ProjectPagerProps) {
  const local = useLocalPath();
  const labels = useLabels();
  return (
    <nav aria-label={labels.moreProjects} className="px-4 pt-6 pb-20 sm:px-6 md:pb-28">
      <div className="mx-auto flex max-w-5xl flex-col gap-8">
        <div className="grid gap-4 sm:grid-cols-2">
          {previous && <PagerLink project={previous} direction="Previous" />}
          {next && <PagerLink project={next} direction="Next" />}
        </div>
        <div className="flex justify-center">
          <Link to={local("/projects/")} className="button-secondary">
            {labels.allProjects}
          </Link>
        </div>
      </div>
    </nav>
  );
}
