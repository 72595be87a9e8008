import { graphql } from "gatsby";
import { InfoCardGrid } from "../components/info-card";
import { Section } from "../components/section";

interface ValueCardsProps {
  cards: readonly Queries.ValueCardFieldsFragment[];
}

export function ValueCards({ cards }: ValueCardsProps) {
  return (
    <Section
      name="values"
      title={{ text: "What You Can Count On", eyebrow: "Why work with me" }}
      className="px-4 pt-20 sm:px-6 md:pt-28"
    >
      <InfoCardGrid cards={cards} gridClass="md:grid-cols-3" />
    </Section>
  );
}

export const query = graphql`
  fragment ValueCardFields on ValueCardsJson {
    title
    desc
    imgPath {
      publicURL
    }
  }
`;
