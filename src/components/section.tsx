import { forwardRef, type CSSProperties, type ReactNode } from "react";
import { SectionHeading } from "./section-heading";

/**
 * How a section's h2 looks: the large centred heading (with an optional eyebrow and subtitle), a small spaced-out
 * label above a full-width strip, or hidden from sight and kept for screen readers.
 */
export type SectionTitle =
  | { look?: "heading"; text: string; eyebrow?: string; subtitle?: string }
  | { look: "label"; text: string }
  | { look: "hidden"; text: string };

interface SectionProps {
  /** Names the heading's id (`<name>-title`), which labels the section. */
  name: string;
  /** The in-page anchor, if links point here. */
  id?: string;
  title: SectionTitle;
  /** Full-width content (the marquees); otherwise the heading and content sit in the page's centred column. */
  fullBleed?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** A home-page section: a landmark labelled by its h2, and the page's column around its content. */
export const Section = forwardRef<HTMLElement, SectionProps>(function Section(
  { name, id, title, fullBleed = false, className, style, children },
  ref,
) {
  const titleId = `${name}-title`;
  const content = (
    <>
      <Title id={titleId} title={title} />
      {children}
    </>
  );
  return (
    <section ref={ref} id={id} aria-labelledby={titleId} style={style} className={className}>
      {fullBleed ? content : <div className="mx-auto max-w-7xl">{content}</div>}
    </section>
  );
});

function Title({ id, title }: { id: string; title: SectionTitle }) {
  if (title.look === "hidden")
    return (
      <h2 id={id} className="sr-only">
        {title.text}
      </h2>
    );
  if (title.look === "label")
    return (
      <h2 id={id} className="mb-8 px-4 text-center text-sm font-semibold tracking-[0.2em] text-muted uppercase">
        {title.text}
      </h2>
    );
  return <SectionHeading id={id} title={title.text} eyebrow={title.eyebrow} subtitle={title.subtitle} />;
}
