import { BalancedList } from "../components/balanced-list";
import { graphql } from "gatsby";
import { cardIndex } from "../utils/format";
import { CaseStudySection } from "./case-study-section";
import { Text } from "../components/text";
import { useLabels } from "../content/use-site";

export function ApproachSection({ approach }: Queries.CaseStudyApproachFragment) {
  const labels = useLabels();
  return (
    <CaseStudySection name="approach" eyebrow={labels.approachEyebrow} title={labels.approachTitle}>
      <BalancedList
        as="ol"
        most={{ base: 1, md: 3 }}
        className="[--gap:1.25rem]"
        items={approach.map((decision, position) => (
          <div key={position} className="card flex h-full flex-col gap-3 p-6">
            <span aria-hidden="true" className="font-mono text-lg font-semibold text-accent">
              {cardIndex(position)}
            </span>
            <h3 className="text-xl font-bold text-fg">
              <Text>{decision.title}</Text>
            </h3>
            <p className="text-muted">
              <Text>{decision.text}</Text>
            </p>
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
