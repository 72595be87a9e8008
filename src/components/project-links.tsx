import { Link } from "gatsby";
import { fillLabel } from "../content/label-text";
import { useLabels, useLocalPath } from "../content/use-site";
import { caseStudyPath } from "../utils/case-study-path";
import { ForwardArrow } from "./arrows";
import { ExternalLink } from "./external-link";

/** `withCaseStudy` adds 'Read the case study' after the two buttons (on cards, not on the case study itself). */
type ProjectLinksProps =
  | { project: LinkedProject & { readonly slug: string }; withCaseStudy: true }
  | { project: LinkedProject; withCaseStudy?: false };

interface LinkedProject {
  readonly title: string;
  readonly liveLink: string;
  readonly githubLink: string;
}

// "Opens elsewhere", pointing up and onwards: mirrored on a right-to-left page, as the arrows are (arrows.tsx).
const arrow = (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="currentColor" className="mirrored-in-rtl">
    <path d="M6 4h10v10h-2V7.4l-8.3 8.3-1.4-1.4L12.6 6H6V4Z" />
  </svg>
);

/** 'Live Link' and 'GitHub Repo', each opening in a new tab, and 'Read the case study' in this one. */
export function ProjectLinks(props: ProjectLinksProps) {
  const { title, liveLink, githubLink } = props.project;
  const labels = useLabels();
  const local = useLocalPath();
  const named = (link: string) => fillLabel(labels.projectLink, { link, title });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ExternalLink href={liveLink} label={named(labels.liveLink)} className="button-primary px-4! py-2! text-sm">
        {`${labels.liveLink} `}
        {arrow}
      </ExternalLink>
      <ExternalLink href={githubLink} label={named(labels.githubRepo)} className="button-secondary px-4! py-2! text-sm">
        {`${labels.githubRepo} `}
        {arrow}
      </ExternalLink>
      {props.withCaseStudy && (
        <Link
          to={local(caseStudyPath(props.project.slug))}
          aria-label={named(labels.readCaseStudy)}
          className="inline-flex items-center gap-1.5 rounded-md px-1 py-2 text-sm font-semibold text-accent-text underline decoration-accent/50 underline-offset-4 hover:decoration-accent"
        >
          {labels.readCaseStudy} <ForwardArrow />
        </Link>
      )}
    </div>
  );
}
