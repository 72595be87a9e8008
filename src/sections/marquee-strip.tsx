import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { ContentIcon } from "../components/content-icon";
import { Marquee } from "../components/marquee";
import { Section } from "../components/section";
import { Text } from "../components/text";
import type { SiteLabels } from "../content/site-labels";
import { useLabels } from "../content/use-site";

interface StripItem {
  name: string;
  imgPath: Queries.TechIconFieldsFragment["imgPath"];
}

const techChip = (icon: StripItem) => (
  <span className="flex items-center gap-3 rounded-2xl border border-line bg-ink-800 px-5 py-3">
    <ContentIcon file={icon.imgPath} size={36} />
    {/* In its own direction: "C#" on a right-to-left page, not "#C". */}
    <bdi className="font-semibold whitespace-nowrap text-fg">
      <Text>{icon.name}</Text>
    </bdi>
  </span>
);

const clientLogo = (logo: StripItem) => (
  <span className="flex px-4 opacity-80 transition-opacity hover:opacity-100 md:px-8">
    <ContentIcon file={logo.imgPath} alt={logo.name} size={48} width={160} ownColours="light:brightness-[0.4]" />
  </span>
);

/** The labels that are one text. */
type Label = { [K in keyof SiteLabels]: SiteLabels[K] extends string ? K : never }[keyof SiteLabels];

/**
 * The two moving strips, one after the other: the technologies the owner works with, then the clients' logos; their
 * words are labels (content/labels.json).
 */
const KINDS: Record<
  "tech" | "clients",
  {
    words: { title: Label; label: Label; pause: Label; play: Label };
    spacing: string;
    className?: string;
    renderItem: (item: StripItem) => ReactNode;
  }
> = {
  tech: {
    words: { title: "techTitle", label: "techList", pause: "pauseTechStrip", play: "playTechStrip" },
    spacing: "py-12 md:py-16",
    className: "border-y border-line bg-ink-900/60",
    renderItem: techChip,
  },
  clients: {
    words: { title: "clientsTitle", label: "clientsList", pause: "pauseClientsStrip", play: "playClientsStrip" },
    spacing: "py-14 md:py-20",
    renderItem: clientLogo,
  },
};

interface MarqueeStripProps {
  kind: keyof typeof KINDS;
  items: readonly StripItem[];
}

export function MarqueeStrip({ kind, items }: MarqueeStripProps) {
  const { words, spacing, className, renderItem } = KINDS[kind];
  const labels = useLabels();
  return (
    <Section
      name={kind}
      title={{ text: labels[words.title], look: "label" }}
      column="full"
      spacing={spacing}
      className={className}
    >
      <Marquee
        label={labels[words.label]}
        pause={labels[words.pause]}
        play={labels[words.play]}
        items={items}
        itemKey={(item) => item.name}
        renderItem={renderItem}
      />
    </Section>
  );
}

export const query = graphql`
  fragment TechIconFields on TechIconsJson {
    name
    imgPath {
      ...ContentIconFile
    }
  }
  fragment ClientLogoFields on ClientLogosJson {
    name
    imgPath {
      ...ContentIconFile
    }
  }
`;
