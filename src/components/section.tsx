import { forwardRef, useImperativeHandle, useRef, type ReactNode } from "react";
import { useRevealMotion, type Reveal } from "../motion/use-reveal-motion";
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

interface SectionProps {
  /** Names the heading's id (`<name>-title`), which labels the section. */
  name: string;
  /** The in-page anchor, if links point here. */
  id?: string;
  title: SectionTitle;
  /** Full-width content (the marquees); otherwise the heading and content sit in the page's centred column. */
  fullBleed?: boolean;
  className?: string;
  /** Items that enter as the visitor scrolls to them, and how (their start state is painted from the first paint). */
  reveal?: Reveal;
  children: ReactNode;
}

/**
 * A home-page section: a landmark labelled by its h2, the page's column around its content, and the entrance of
 * its items on scroll, if it has any.
 */
export const Section = forwardRef<HTMLElement, SectionProps>(function Section(
  { name, id, title, fullBleed = false, className, reveal, children },
  ref,
) {
  const own = useRef<HTMLElement>(null);
  useImperativeHandle(ref, () => own.current!);
  useRevealMotion(own, reveal);
  const titleId = `${name}-title`;
  const content = (
    <>
      <Title id={titleId} title={title} />
      {children}
    </>
  );
  return (
    <section
      ref={own}
      id={id}
      aria-labelledby={titleId}
      style={reveal && cssVars({ "--reveal-from-y": `${reveal.fromY}px` })}
      className={className}
    >
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
