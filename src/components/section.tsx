import { forwardRef, type ReactNode } from "react";
import { cssVars } from "../utils/css-vars";
import { SectionHeading } from "./section-heading";

/**
 * How a section's h2 looks: the large centred heading (with an optional eyebrow and subtitle), a small spaced-out
 * label above a full-width strip, or hidden from sight and kept for screen readers.
 */
export type SectionTitle =
  | { look?: "heading"; text: string; eyebrow?: string; subtitle?: string }
  | { look: "label"; text: string }
  | { look: "hidden"; text: string };

/** The padding most sections share: the home page's rhythm. */
const SPACING = "px-4 py-20 sm:px-6 md:py-28";

export interface SectionProps {
  /** Names the heading's id (`<name>-title`), which labels the section. */
  name: string;
  /** Whether links point here: the section's id is then its name. */
  anchor?: boolean;
  title: SectionTitle;
  /**
   * Where the heading and content sit: the page's centred column ("wide"), a narrower one for reading ("narrow",
   * the case studies), or the full width ("full", the marquees).
   */
  column?: "wide" | "narrow" | "full";
  /** The padding classes, if not the shared ones. */
  spacing?: string;
  /** Any other classes (a border, a background). */
  className?: string;
  /** How far below their place the section's entering items start (global.css's `.reveal`), in px. */
  revealFromY?: number;
  children: ReactNode;
}

/** A page section: a landmark labelled by its h2, with the page's column around its content. */
export const Section = forwardRef<HTMLElement, SectionProps>(function Section(
  { name, anchor = false, title, column = "wide", spacing = SPACING, className, revealFromY, children },
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
    <section
      ref={ref}
      id={anchor ? name : undefined}
      aria-labelledby={titleId}
      style={revealFromY === undefined ? undefined : cssVars({ "--reveal-from-y": `${revealFromY}px` })}
      className={className ? `${spacing} ${className}` : spacing}
    >
      {column === "full" ? (
        content
      ) : (
        <div className={`mx-auto ${column === "wide" ? "max-w-7xl" : "max-w-5xl"}`}>{content}</div>
      )}
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
