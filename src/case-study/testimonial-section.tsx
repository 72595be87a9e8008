import { graphql } from "gatsby";
import { CaseStudySection } from "./case-study-section";

export function TestimonialSection({ testimonial }: Queries.CaseStudyTestimonialFragment) {
  if (!testimonial) return null;
  return (
    <CaseStudySection name="testimonial" eyebrow="Testimonial" title="In the Client's Words">
      <figure className="card mx-auto max-w-3xl p-8 md:p-12">
        <blockquote className="text-xl leading-relaxed text-fg md:text-2xl">
          <p>“{testimonial.quote}”</p>
        </blockquote>
        <figcaption className="mt-6 text-muted">
          <span className="font-semibold text-fg">{testimonial.author}</span>, {testimonial.role}
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
