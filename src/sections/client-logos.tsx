import { graphql } from "gatsby";
import { ContentIcon } from "../components/content-icon";
import { Marquee } from "../components/marquee";
import { Section } from "../components/section";

interface ClientLogosProps {
  logos: readonly Queries.ClientLogoFieldsFragment[];
}

export function ClientLogos({ logos }: ClientLogosProps) {
  return (
    <Section
      name="clients"
      title={{ text: "Trusted by teams at", look: "label" }}
      column="full"
      className="py-14 md:py-20"
    >
      <Marquee
        label="Clients"
        items={logos}
        itemKey={(logo) => logo.name}
        renderItem={(logo) => (
          <span className="flex px-4 opacity-80 transition-opacity hover:opacity-100 md:px-8">
            <ContentIcon file={logo.imgPath} alt={logo.name} size={48} width={160} />
          </span>
        )}
      />
    </Section>
  );
}

export const query = graphql`
  fragment ClientLogoFields on ClientLogosJson {
    name
    imgPath {
      publicURL
    }
  }
`;
