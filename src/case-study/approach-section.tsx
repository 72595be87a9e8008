import { BalancedList } from "../components/balanced-list";
import { graphql } from "gatsby";
import { cardIndex } from "../utils/format";
import { CaseStudySection } from "./case-study-section";

export function ApproachSection({ approach }: Queries.CaseStudyApproachFragment) {
  return (
    <CaseStudySection name="approach" eyebrow="The approach" title="Key Decisions">
      <BalancedList
        as="ol"
        most={{ base: 1, md: 3 }}
        className="[--gap:1.25rem]"
        items={approach.map((decision, position) => (
          <div key={position} className="card flex h-full flex-col gap-3 p-6">
            <span aria-hidden="true" className="font-mono text-lg font-semibold text-accent">
              {cardIndex(position)}
            </span>
            <h3 className="text-xl font-bold text-fg">{decision.title}</h3>
            <p className="text-muted">{decision.text}</p>
          </div>
        ))}
      />
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
