import { graphql } from "gatsby";
import { FeatureList } from "../components/feature-list";
import { TechnologyList } from "../components/technology-list";
import { CaseStudySection } from "./case-study-section";
import { useLabels } from "../content/use-site";

/** Key features and technologies, as on the project's card on /projects. */
export function BuiltWithSection({ features, technologies }: Queries.CaseStudyBuiltWithFragment) {
  const labels = useLabels();
  return (
    <CaseStudySection name="built-with" eyebrow={labels.builtWithEyebrow} title={labels.builtWithTitle}>
      <div className="card grid gap-8 p-6 md:grid-cols-2 md:p-8">
        <div>
          <h3 className="mb-3 font-semibold text-fg">{labels.keyFeatures}</h3>
          <FeatureList features={features} />
        </div>
        <div>
          <h3 className="mb-3 font-semibold text-fg">{labels.technologiesUsed}</h3>
          <TechnologyList technologies={technologies} />
        </div>
      </div>
    </CaseStudySection>
  );
}

export const query = graphql`
  fragment CaseStudyBuiltWith on ProjectsJson {
    features
    technologies {
      name
      color
      icon {
        ...ContentIconFile
      }
    }
  }
`;
