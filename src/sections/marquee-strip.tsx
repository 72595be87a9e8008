import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { ContentIcon } from "../components/content-icon";
import { Marquee } from "../components/marquee";
import { Section } from "../components/section";

interface StripItem {
  name: string;
  imgPath: Queries.TechIconFieldsFragment["imgPath"];
}

const techChip = (icon: StripItem) => (
  <span className="flex items-center gap-3 rounded-2xl border border-line bg-ink-800 px-5 py-3">
    <ContentIcon file={icon.imgPath} size={36} />
    {/* In its own direction: "C#" on a right-to-left page, not "#C". */}
    <bdi className="font-semibold whitespace-nowrap text-fg">{icon.name}</bdi>
  </span>
);

const clientLogo = (logo: StripItem) => (
  <span className="flex px-4 opacity-80 transition-opacity hover:opacity-100 md:px-8">
    <ContentIcon file={logo.imgPath} alt={logo.name} size={48} width={160} ownColours="light:brightness-[0.4]" />
  </span>
);

/** The two moving strips, one after the other: the technologies the owner works with, then the clients' logos. */
const KINDS: Record<
  "tech" | "clients",
  { title: string; label: string; spacing: string; className?: string; renderItem: (item: StripItem) => ReactNode }
> = {
  tech: {
    title: "Technologies I work with",
    label: "Technologies",
    spacing: "py-12 md:py-16",
    className: "border-y border-line bg-ink-900/60",
    renderItem: techChip,
  },
  clients: { title: "Trusted by teams at", label: "Clients", spacing: "py-14 md:py-20", renderItem: clientLogo },
};

interface MarqueeStripProps {
  kind: keyof typeof KINDS;
  items: readonly StripItem[];
}

export function MarqueeStrip({ kind, items }: MarqueeStripProps) {
  const { title, label, spacing, className, renderItem } = KINDS[kind];
  return (
    <Section name={kind} title={{ text: title, look: "label" }} column="full" spacing={spacing} className={className}>
      <Marquee label={label} items={items} itemKey={(item) => item.name} renderItem={renderItem} />
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
