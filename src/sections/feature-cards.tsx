import { graphql } from "gatsby";
import { InfoCardGrid } from "../components/info-card";
import { Section } from "../components/section";

interface FeatureCardsProps {
  cards: readonly Queries.FeatureCardFieldsFragment[];
}

export function FeatureCards({ cards }: FeatureCardsProps) {
  return (
    <Section
      name="features"
      title={{ text: "What every project gets", look: "hidden" }}
      className="px-4 pt-6 pb-20 sm:px-6 md:pb-28"
    >
      <InfoCardGrid cards={cards} gridClass="sm:grid-cols-2 lg:grid-cols-4" />
    </Section>
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
