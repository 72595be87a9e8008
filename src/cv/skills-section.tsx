import { listText } from "../content/label-text";
import { useLabels } from "../content/use-site";
import { CvSection } from "./cv-section";
import type { JsonResume } from "./json-resume";

export function SkillsSection({ skills }: { skills: JsonResume["skills"] }) {
  const labels = useLabels();
  return (
    <CvSection name="skills" title={labels.skills}>
      {/* The names' column is as wide as the widest name, up to a third: a long name wraps, the keywords keep the rest. */}
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[fit-content(33%)_1fr]">
        {skills.map((skill, i) => (
          <div key={i} className="contents">
            <dt className="font-semibold text-fg">
              {skill.name}
              {skill.level && <span className="font-normal text-muted"> ({skill.level})</span>}
            </dt>
            {/* Technologies' names keep their order on a right-to-left page ("C++, C#", not "++C, #C"). */}
            <dd dir="auto" className="text-fg/90">
              {listText(skill.keywords, labels.listMore)}
            </dd>
          </div>
        ))}
      </dl>
    </CvSection>
  );
}
