import { graphql } from "gatsby";
import { CaseStudySection } from "./case-study-section";

export function OutcomeSection({ outcome }: Queries.CaseStudyOutcomeFragment) {
  return (
    <CaseStudySection name="outcome" eyebrow="The outcome" title="What Changed">
      <p className="mx-auto max-w-3xl text-lg leading-relaxed text-muted md:text-xl">{outcome.summary}</p>
      <dl className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {outcome.results.map((result) => (
          <div key={result.label} className="card flex flex-col-reverse gap-2 p-6 text-center">
            <dt className="text-muted">{result.label}</dt>
            <dd className="text-gradient text-4xl font-bold md:text-5xl">{result.figure}</dd>
          </div>
        ))}
      </dl>
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
