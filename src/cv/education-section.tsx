import { CvEntry } from "./cv-entry";
import { CvSection } from "./cv-section";
import { periodText } from "./cv-text";
import type { JsonResume } from "./json-resume";

export function EducationSection({ education }: { education: JsonResume["education"] }) {
  return (
    <CvSection title="Education">
      {education.map((study, i) => (
        <CvEntry
          key={i}
          title={`${study.studyType} in ${study.area}, ${study.institution}`}
          when={periodText(study.startDate, study.endDate)}
          detail={study.score}
        />
      ))}
    </CvSection>
  );
}
