import { graphql } from "gatsby";
import { useRef } from "react";
import { BalancedList } from "../components/balanced-list";
import { Section } from "../components/section";
import { Text } from "../components/text";
import { useLabels, useSite } from "../content/use-site";
import { cssVars } from "../utils/css-vars";
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
  const grouping = useSite().locale.digits;
  const labels = useLabels();
  useCounterMotion(ref, grouping);
  return (
    <Section
      ref={ref}
      name={COUNTERS_ID}
      anchor
      title={{ text: labels.countersTitle, look: "hidden" }}
      spacing="px-4 pb-20 sm:px-6 md:pb-28"
      // Before hydration the link jumps here natively: land at the same 15% as the scripted scroll.
      className="scroll-mt-[15vh]"
    >
      <BalancedList
        most={{ base: 2, lg: 4 }}
        className="[--gap:1rem] md:[--gap:1.5rem]"
        items={stats.map((stat) => (
          <div key={stat.label} className="counter card flex h-full flex-col px-5 py-7 md:px-8 md:py-10">
            <p
              className="counter-number text-4xl font-bold tracking-tight text-fg tabular-nums md:text-6xl"
              style={cssVars({ "--counter-chars": String(statText(stat.value, stat.suffix, grouping).length) })}
            >
              <span className="counter-final">{statText(stat.value, stat.suffix, grouping)}</span>
              <span
                className="counter-value"
                aria-hidden="true"
                data-value={stat.value}
                data-suffix={stat.suffix ?? ""}
              >
                {statText(0, stat.suffix, grouping)}
              </span>
            </p>
            <p className="mt-2 text-sm text-muted md:text-base">
              <Text>{stat.label}</Text>
            </p>
          </div>
        ))}
      />
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
