import { useRef } from "react";
import { useRevealMotion, type Reveal } from "../motion/use-reveal-motion";
import { Section, type SectionProps } from "./section";

/**
 * A section whose items enter as the visitor scrolls to them (their start state is painted from the first paint).
 * Apart from Section so that pages without entrances load no motion code.
 */
export function RevealSection({ reveal, ...props }: Omit<SectionProps, "revealFromY"> & { reveal: Reveal }) {
  const ref = useRef<HTMLElement>(null);
  useRevealMotion(ref, reveal);
  return <Section ref={ref} revealFromY={reveal.fromY} {...props} />;
}
