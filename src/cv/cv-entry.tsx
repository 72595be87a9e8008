import type { ReactNode } from "react";
import { Text } from "../components/text";

interface CvEntryProps {
  title: ReactNode;
  /** When it was, as text ("Mar 2020 – Dec 2021"). */
  when?: string;
  /** The line under the title: where, or for whom. */
  detail?: string;
  children?: ReactNode;
}

/** One job, project, degree or certificate: a heading with its dates, then what there is to say. */
export function CvEntry({ title, when, detail, children }: CvEntryProps) {
  return (
    <article className="cv-entry mt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h3 className="text-lg font-semibold text-fg">{title}</h3>
        {/* Dates in another script than the page's (English months on an Urdu page) keep their order. */}
        {when && (
          <p dir="auto" className="text-sm text-muted tabular-nums">
            {when}
          </p>
        )}
      </div>
      {detail && <p className="text-sm text-muted">{detail}</p>}
      {children}
    </article>
  );
}

/** An entry's achievements or features. */
export function CvBullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1 ps-5 text-fg/90 marker:text-accent">
      {items.map((item, i) => (
        <li key={i}>
          <Text>{item}</Text>
        </li>
      ))}
    </ul>
  );
}
