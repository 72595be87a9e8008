import type { ReactNode } from "react";
import { Section } from "../components/section";
import { HydrationBoundary } from "../components/hydration-boundary";

interface CaseStudySectionProps {
  /** Names the heading's id (`<name>-title`), which labels the section. */
  name: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
}

/** One part of a case study under the site's section heading, hydrated in a task of its own (nothing suspends). */
export function CaseStudySection({ name, eyebrow, title, children }: CaseStudySectionProps) {
  return (
    <HydrationBoundary>
      <Section name={name} title={{ text: title, eyebrow }} column="narrow" className="px-4 py-14 sm:px-6 md:py-20">
        {children}
      </Section>
    </HydrationBoundary>
  );
}
