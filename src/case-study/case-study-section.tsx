import type { ReactNode } from "react";
import { Section } from "../components/section";

interface CaseStudySectionProps {
  /** Names the heading's id (`<name>-title`), which labels the section. */
  name: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
}

/** One part of a case study under the site's section heading. */
export function CaseStudySection({ name, eyebrow, title, children }: CaseStudySectionProps) {
  return (
    <Section name={name} title={{ text: title, eyebrow }} column="narrow" spacing="px-4 py-14 sm:px-6 md:py-20">
      {children}
    </Section>
  );
}
