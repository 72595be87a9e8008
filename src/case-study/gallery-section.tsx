import { BalancedList } from "../components/balanced-list";
import { graphql } from "gatsby";
import { Picture } from "../components/picture";
import { CaseStudySection } from "./case-study-section";
import { Text } from "../components/text";
import { useLabels } from "../content/use-site";

export function GallerySection({ gallery }: Queries.CaseStudyGalleryFragment) {
  const labels = useLabels();
  if (!gallery?.length) return null;
  return (
    <CaseStudySection name="gallery" eyebrow={labels.galleryEyebrow} title={labels.galleryTitle}>
      <BalancedList
        most={{ base: 1, md: 2 }}
        className="[--gap:2rem]"
        items={gallery.map((shot, i) => {
          const image = shot.image.childImageSharp?.gatsbyImageData;
          return (
            <figure key={i} className="flex flex-col gap-3">
              {image && <Picture image={image} alt={shot.alt} />}
              <figcaption className="text-muted">
                <Text>{shot.caption}</Text>
              </figcaption>
            </figure>
          );
        })}
      />
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
            height: 400
            transformOptions: { fit: INSIDE }
            outputPixelDensities: [0.75, 1, 1.5, 2]
            sizes: "(min-width: 1080px) 500px, (min-width: 768px) 46vw, 92vw"
          )
        }
      }
    }
  }
`;
