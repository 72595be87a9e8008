import { graphql } from "gatsby";
import { useRef } from "react";
import { Section } from "../components/section";
import { useCounterMotion } from "../motion/use-counter-motion";
import { statText } from "../utils/format";

export const COUNTERS_ID = "counters";

interface StatsCounterProps {
  stats: readonly Queries.StatFieldsFragment[];
}

/**
 * The counter grid. Each number is written twice: the final value, which screen readers always read and which
 * is shown when nothing will move, and the counting one, which starts at 0 from the first paint and counts up
 * when scripts run and motion is allowed (global.css decides which one is painted).
 */
export function StatsCounter({ stats }: StatsCounterProps) {
  const ref = useRef<HTMLElement>(null);
  useCounterMotion(ref);
  return (
    <Section
      ref={ref}
      name={COUNTERS_ID}
      anchor
      title={{ text: "At a glance", look: "hidden" }}
      spacing="px-4 pb-20 sm:px-6 md:pb-28"
      // Before hydration the link jumps here natively: land at the same 15% as the scripted scroll.
      className="scroll-mt-[15vh]"
    >
      <ul className="grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-4">
        {stats.map((stat) => (
          <li key={stat.label} className="card flex flex-col justify-center px-5 py-7 md:px-8 md:py-10">
            <p className="text-4xl font-bold tracking-tight text-fg tabular-nums md:text-6xl">
              <span className="counter-final">{statText(stat.value, stat.suffix)}</span>
              <span className="counter-value" aria-hidden="true" data-value={stat.value} data-suffix={stat.suffix}>
                {statText(0, stat.suffix)}
              </span>
            </p>
            <p className="mt-2 text-sm text-muted md:text-base">{stat.label}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export const query = graphql`
  fragment StatFields on StatsJson {
    value
    suffix
    label
  }
`;
