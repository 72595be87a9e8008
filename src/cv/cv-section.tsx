import type { ReactNode } from "react";

interface CvSectionProps {
  /** The h2, in the words CV parsers look for ("Experience", "Skills"). */
  title: string;
  children: ReactNode;
}

/** One part of the CV: a region labelled by its h2. */
export function CvSection({ title, children }: CvSectionProps) {
  const id = `cv-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="cv-section mt-12 first-of-type:mt-10">
      <h2 id={id} className="border-b border-line pb-2 text-2xl font-bold tracking-tight text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}
