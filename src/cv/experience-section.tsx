import { CvBullets, CvEntry } from "./cv-entry";
import { CvSection } from "./cv-section";
import { periodText } from "./cv-text";
import type { JsonResume } from "./json-resume";

export function ExperienceSection({ work }: { work: JsonResume["work"] }) {
  return (
    <CvSection title="Experience">
      {work.map((job, i) => (
        <CvEntry
          key={i}
          title={`${job.position}, ${job.name}`}
          when={periodText(job.startDate, job.endDate)}
          detail={job.location}
        >
          <p className="mt-2 text-fg/90">{job.summary}</p>
          <CvBullets items={job.highlights} />
        </CvEntry>
      ))}
    </CvSection>
  );
}
