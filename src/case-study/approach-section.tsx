import { graphql } from "gatsby";
import { cardIndex } from "../utils/format";
import { CaseStudySection } from "./case-study-section";

export function ApproachSection({ approach }: Queries.CaseStudyApproachFragment) {
  return (
    <CaseStudySection name="approach" eyebrow="The approach" title="Key Decisions">
      <ol className="grid gap-5 md:grid-cols-3">
        {approach.map((decision, position) => (
          <li key={decision.title} className="card flex flex-col gap-3 p-6">
            <span aria-hidden="true" className="font-mono text-lg font-semibold text-accent">
              {cardIndex(position)}
            </span>
            <h3 className="text-xl font-bold text-fg">{decision.title}</h3>
            <p className="text-muted">{decision.text}</p>
          </li>
        ))}
      </ol>
    </CaseStudySection>
  );
}

export const query = graphql`
  fragment CaseStudyApproach on ProjectsJson {
    approach {
      title
      text
    }
  }
`;
