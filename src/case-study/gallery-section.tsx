import { graphql } from "gatsby";
import { Picture } from "../components/picture";
import { CaseStudySection } from "./case-study-section";

export function GallerySection({ gallery }: Queries.CaseStudyGalleryFragment) {
  if (!gallery?.length) return null;
  return (
    <CaseStudySection name="gallery" eyebrow="Gallery" title="A Closer Look">
      <ul className="grid gap-8 md:grid-cols-2">
        {gallery.map((shot) => {
          const image = shot.image.childImageSharp?.gatsbyImageData;
          return (
            <li key={shot.caption}>
              <figure className="flex flex-col gap-3">
                {image && (
                  <div className="overflow-hidden rounded-2xl border border-line bg-ink-800">
                    <Picture image={image} alt={shot.alt} />
                  </div>
                )}
                <figcaption className="text-muted">{shot.caption}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </CaseStudySection>
  );
}

export const query = graphql`
  fragment CaseStudyGallery on ProjectsJson {
    gallery {
      alt
      caption
      image {
        childImageSharp {
          gatsbyImageData(
            width: 640
            outputPixelDensities: [0.75, 1, 1.5, 2]
            sizes: "(min-width: 1080px) 500px, (min-width: 768px) 46vw, 92vw"
          )
        }
      }
    }
  }
`;
