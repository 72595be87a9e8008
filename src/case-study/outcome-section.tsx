import { BalancedList } from "../components/balanced-list";
import { graphql } from "gatsby";
import { CaseStudySection } from "./case-study-section";
import { Text } from "../components/text";
import { useLabels } from "../content/use-site";

export function OutcomeSection({ outcome }: Queries.CaseStudyOutcomeFragment) {
  const labels = useLabels();
  return (
    <CaseStudySection name="outcome" eyebrow={labels.outcomeEyebrow} title={labels.outcomeTitle}>
      <p className="mx-auto max-w-3xl text-lg leading-relaxed text-muted md:text-xl">
        <Text>{outcome.summary}</Text>
      </p>
      <BalancedList
        as="dl"
        most={{ base: 1, sm: 2, lg: 3 }}
        className="mt-10 [--gap:1.25rem]"
        items={outcome.results.map((result, i) => (
          <div key={i} className="card flex h-full flex-col-reverse justify-end gap-2 p-6 text-center">
            <dt className="text-muted">
              <Text>{result.label}</Text>
            </dt>
            <dd className="text-gradient text-4xl font-bold md:text-5xl">
              <Text>{result.figure}</Text>
            </dd>
          </div>
        ))}
      />
    </CaseStudySection>
  );
}

export const query = graphql`
  fragment CaseStudyOutcome on ProjectsJson {
    outcome {
      summary
      results {
        figure
        label
      }
    }
  }
`;
