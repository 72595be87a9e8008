import { CvBullets, CvEntry } from "./cv-entry";
import { CvSection } from "./cv-section";
import { Text } from "../components/text";
import { type CvDates, jobTitle, periodText } from "./cv-text";
import { useLabels } from "../content/use-site";
import type { JsonResume } from "./json-resume";

export function ExperienceSection({ work, dates }: { work: JsonResume["work"]; dates: CvDates }) {
  const labels = useLabels();
  return (
    <CvSection name="experience" title={labels.experience}>
      {work.map((job, i) => (
        <CvEntry
          key={i}
          title={jobTitle(job, labels)}
          when={periodText(job.startDate, job.endDate, dates)}
          detail={job.location}
        >
          <p className="mt-2 text-fg/90">
            <Text>{job.summary}</Text>
          </p>
          <CvBullets items={job.highlights} />
        </CvEntry>
      ))}
    </CvSection>
  );
}
