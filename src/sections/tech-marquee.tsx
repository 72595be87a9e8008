import { graphql } from "gatsby";
import { ContentIcon } from "../components/content-icon";
import { Marquee } from "../components/marquee";
import { Section } from "../components/section";

interface TechMarqueeProps {
  icons: readonly Queries.TechIconFieldsFragment[];
}

export function TechMarquee({ icons }: TechMarqueeProps) {
  return (
    <Section
      name="tech"
      title={{ text: "Technologies I work with", look: "label" }}
      column="full"
      className="border-y border-line bg-ink-900/60 py-12 md:py-16"
    >
      <Marquee
        label="Technologies"
        items={icons}
        itemKey={(icon) => icon.name}
        renderItem={(icon) => (
          <span className="flex items-center gap-3 rounded-2xl border border-line bg-ink-800 px-5 py-3">
            <ContentIcon file={icon.imgPath} size={36} />
            <span className="font-semibold whitespace-nowrap text-fg">{icon.name}</span>
          </span>
        )}
      />
    </Section>
  );
}

export const query = graphql`
  fragment TechIconFields on TechIconsJson {
    name
    imgPath {
      publicURL
    }
  }
`;
