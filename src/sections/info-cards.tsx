import { graphql } from "gatsby";
import type { MostColumns } from "../components/balanced-list";
import { InfoCardGrid, type InfoCardContent } from "../components/info-card";
import { Section, type SectionTitle } from "../components/section";
import type { SiteLabels } from "../content/site-labels";
import { useLabels } from "../content/use-site";

/** The two card sections, one after the other: why work with the owner, then what every project gets. */
const KINDS: Record<
  "values" | "features",
  { title: (labels: SiteLabels) => SectionTitle; spacing: string; most: MostColumns }
> = {
  values: {
    title: (labels) => ({ text: labels.valuesTitle, eyebrow: labels.valuesEyebrow }),
    spacing: "px-4 pt-20 sm:px-6 md:pt-28",
    most: { base: 1, md: 3 },
  },
  features: {
    title: (labels) => ({ text: labels.featuresTitle, look: "hidden" }),
    spacing: "px-4 pt-6 pb-20 sm:px-6 md:pb-28",
    most: { base: 1, sm: 2, lg: 4 },
  },
};

interface InfoCardsProps {
  kind: keyof typeof KINDS;
  cards: readonly InfoCardContent[];
}

export function InfoCards({ kind, cards }: InfoCardsProps) {
  const { title, spacing, most } = KINDS[kind];
  return (
    <Section name={kind} title={title(useLabels())} spacing={spacing}>
      <InfoCardGrid cards={cards} most={most} />
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
