import { CvEntry } from "./cv-entry";
import { CvSection } from "./cv-section";
import { fillLabel } from "../content/label-text";
import { useLabels } from "../content/use-site";
import { type CvDates, periodText } from "./cv-text";
import type { JsonResume } from "./json-resume";

export function EducationSection({ education, dates }: { education: JsonResume["education"]; dates: CvDates }) {
  const labels = useLabels();
  return (
    <CvSection name="education" title={labels.education}>
      {education.map((study, i) => (
        <CvEntry
          key={i}
          title={fillLabel(labels.study, study)}
          when={periodText(study.startDate, study.endDate, dates)}
          detail={study.score}
        />
      ))}
    </CvSection>
  );
}
