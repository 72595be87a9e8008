import type { ReactNode } from "react";
import { aroundFill, fillLabel } from "../content/label-text";
import { useLabels } from "../content/use-site";

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Accessible name when the visible content is not enough (icon-only links). */
  label?: string;
}

/** A link that opens in a new tab, and says so to assistive technology. */
export function ExternalLink({ href, children, className, label }: ExternalLinkProps) {
  const { newTab } = useLabels();
  // What the label says around the link's own text, each side: " (opens in a new tab)" after it, in English.
  const [before, after] = aroundFill(newTab);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={label ? fillLabel(newTab, { link: label }) : undefined}
    >
      {!label && before && <span className="sr-only">{before}</span>}
      {children}
      {!label && after && <span className="sr-only">{after}</span>}
    </a>
  );
}
