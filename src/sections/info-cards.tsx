import { graphql } from "gatsby";
import { InfoCardGrid, type InfoCardContent } from "../components/info-card";
import { Section, type SectionTitle } from "../components/section";

/** The two card sections, one after the other: why work with the owner, then what every project gets. */
const KINDS: Record<"values" | "features", { title: SectionTitle; spacing: string; gridClass: string }> = {
  values: {
    title: { text: "What You Can Count On", eyebrow: "Why work with me" },
    spacing: "px-4 pt-20 sm:px-6 md:pt-28",
    gridClass: "md:grid-cols-3",
  },
  features: {
    title: { text: "What every project gets", look: "hidden" },
    spacing: "px-4 pt-6 pb-20 sm:px-6 md:pb-28",
    gridClass: "sm:grid-cols-2 lg:grid-cols-4",
  },
};

interface InfoCardsProps {
  kind: keyof typeof KINDS;
  cards: readonly InfoCardContent[];
}

export function InfoCards({ kind, cards }: InfoCardsProps) {
  const { title, spacing, gridClass } = KINDS[kind];
  return (
    <Section name={kind} title={title} spacing={spacing}>
      <InfoCardGrid cards={cards} gridClass={gridClass} />
    </Section>
  );
}

export const query = graphql`
  fragment ValueCardFields on ValueCardsJson {
    title
    desc
    imgPath {
      ...ContentIconFile
    }
  }
  fragment FeatureCardFields on FeatureCardsJson {
    title
    desc
    imgPath {
      ...ContentIconFile
    }
  }
`;
