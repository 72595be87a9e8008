import { graphql } from "gatsby";
import { FeatureList } from "../components/feature-list";
import { TechnologyList } from "../components/technology-list";
import { CaseStudySection } from "./case-study-section";

/** Key features and technologies, as on the project's card on /projects. */
export function BuiltWithSection({ features, technologies }: Queries.CaseStudyBuiltWithFragment) {
  return (
    <CaseStudySection name="built-with" eyebrow="What it does" title="Features and Technologies">
      <div className="card grid gap-8 p-6 md:grid-cols-2 md:p-8">
        <div>
          <h3 className="mb-3 font-semibold text-fg">Key Features</h3>
          <FeatureList features={features} />
        </div>
        <div>
          <h3 className="mb-3 font-semibold text-fg">Technologies Used</h3>
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
