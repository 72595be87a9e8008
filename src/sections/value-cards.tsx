import { graphql } from "gatsby";
import { InfoCardGrid } from "../components/info-card";
import { SectionHeading } from "../components/section-heading";

interface ValueCardsProps {
  cards: readonly Queries.ValueCardFieldsFragment[];
}

export function ValueCards({ cards }: ValueCardsProps) {
  return (
    <section aria-labelledby="values-title" className="px-4 pt-20 render-when-near sm:px-6 md:pt-28">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="values-title" eyebrow="Why work with me" title="What You Can Count On" />
        <InfoCardGrid cards={cards} gridClass="md:grid-cols-3" />
      </div>
    </section>
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
