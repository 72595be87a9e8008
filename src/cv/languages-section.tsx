import { useLabels } from "../content/use-site";
import { CvSection } from "./cv-section";
import type { JsonResume } from "./json-resume";

export function LanguagesSection({ languages }: { languages: JsonResume["languages"] }) {
  return (
    <CvSection name="languages" title={useLabels().languages}>
      <ul className="mt-6 flex flex-wrap gap-x-8 gap-y-2">
        {languages.map(({ language, fluency }, i) => (
          <li key={i}>
            <span className="font-semibold text-fg">{language}</span>
            <span className="text-muted">: {fluency}</span>
          </li>
        ))}
      </ul>
    </CvSection>
  );
}
