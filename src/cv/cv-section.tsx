import type { ReactNode } from "react";

interface CvSectionProps {
  /** Names the h2's id, `cv-<name>` ("experience"), which labels the section whatever its title. */
  name: string;
  /** The h2, in the words CV parsers look for ("Experience", "Skills"), in the site's language. */
  title: string;
  children: ReactNode;
}

/** One part of the CV: a region labelled by its h2. */
export function CvSection({ name, title, children }: CvSectionProps) {
  const id = `cv-${name}`;
  return (
    <section aria-labelledby={id} className="cv-section mt-12 first-of-type:mt-10">
      <h2 id={id} className="border-b border-line pb-2 text-2xl font-bold tracking-tight text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}
