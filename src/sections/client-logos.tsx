import { graphql } from "gatsby";
import { ContentIcon } from "../components/content-icon";
import { Marquee } from "../components/marquee";

interface ClientLogosProps {
  logos: readonly Queries.ClientLogoFieldsFragment[];
}

export function ClientLogos({ logos }: ClientLogosProps) {
  return (
    <section aria-labelledby="clients-title" className="py-14 render-when-near md:py-20">
      <h2
        id="clients-title"
        className="mb-8 px-4 text-center text-sm font-semibold tracking-[0.2em] text-muted uppercase"
      >
        Trusted by teams at
      </h2>
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
    </section>
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
