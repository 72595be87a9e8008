import { graphql } from "gatsby";
import { CaseStudySection } from "./case-study-section";
import { Filled } from "../components/filled";
import { Text } from "../components/text";
import { useLabels } from "../content/use-site";

export function TestimonialSection({ testimonial }: Queries.CaseStudyTestimonialFragment) {
  const labels = useLabels();
  if (!testimonial) return null;
  return (
    <CaseStudySection name="testimonial" eyebrow={labels.testimonialEyebrow} title={labels.testimonialTitle}>
      <figure className="card mx-auto max-w-3xl p-8 md:p-12">
        <blockquote className="text-xl leading-relaxed text-fg md:text-2xl">
          <p>
            <Filled label={labels.quote} values={{ quote: <Text>{testimonial.quote}</Text> }} />
          </p>
        </blockquote>
        <figcaption className="mt-6 text-muted">
          <Filled
            label={labels.quoteBy}
            values={{
              author: (
                <span className="font-semibold text-fg">
                  <Text>{testimonial.author}</Text>
                </span>
              ),
              role: <Text>{testimonial.role}</Text>,
            }}
          />
        </figcaption>
      </figure>
    </CaseStudySection>
  );
}

export const query = graphql`
  fragment CaseStudyTestimonial on ProjectsJson {
    testimonial {
      quote
      author
      role
    }
  }
`;
