import { graphql } from "gatsby";
import { ContentIcon } from "../components/content-icon";
import { Marquee } from "../components/marquee";

interface TechMarqueeProps {
  icons: readonly Queries.TechIconFieldsFragment[];
}

export function TechMarquee({ icons }: TechMarqueeProps) {
  return (
    <section
      aria-labelledby="tech-title"
      className="border-y border-line bg-ink-900/60 py-12 render-when-near md:py-16"
    >
      <h2 id="tech-title" className="mb-8 px-4 text-center text-sm font-semibold tracking-[0.2em] text-muted uppercase">
        Technologies I work with
      </h2>
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
    </section>
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
