import { graphql } from "gatsby";
import { InfoCardGrid } from "../components/info-card";

interface FeatureCardsProps {
  cards: readonly Queries.FeatureCardFieldsFragment[];
}

export function FeatureCards({ cards }: FeatureCardsProps) {
  return (
    <section aria-labelledby="features-title" className="px-4 pt-6 pb-20 render-when-near sm:px-6 md:pb-28">
      <div className="mx-auto max-w-7xl">
        <h2 id="features-title" className="sr-only">
          What every project gets
        </h2>
        <InfoCardGrid cards={cards} gridClass="sm:grid-cols-2 lg:grid-cols-4" />
      </div>
    </section>
  );
}

export const query = graphql`
  fragment FeatureCardFields on FeatureCardsJson {
    title
    desc
    imgPath {
      publicURL
    }
  }
`;
