import { Suspense, type ReactNode } from "react";
import { SectionHeading } from "../components/section-heading";

interface CaseStudySectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
}

/**
 * One part of a case study under the site's section heading, laid out only as it comes near the viewport, and
 * hydrated in a task of its own (nothing suspends: the HTML is complete).
 */
export function CaseStudySection({ id, eyebrow, title, children }: CaseStudySectionProps) {
  return (
    <Suspense>
      <section aria-labelledby={id} className="px-4 py-14 render-when-near sm:px-6 md:py-20">
        <div className="mx-auto max-w-5xl">
          <SectionHeading id={id} eyebrow={eyebrow} title={title} />
          {children}
        </div>
      </section>
    </Suspense>
  );
}
