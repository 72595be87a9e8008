import { BalancedList } from "../components/balanced-list";
import { Text } from "../components/text";
import { useLabels } from "../content/use-site";

interface ProjectFactsProps {
  role: string;
  timeline: string;
  client?: string | null;
}

/** Role, timeline and client, as labelled cards. */
export function ProjectFacts({ role, timeline, client }: ProjectFactsProps) {
  const labels = useLabels();
  const facts = [
    ["role", labels.role, role],
    ["timeline", labels.timeline, timeline],
    ...(client ? [["client", labels.client, client]] : []),
  ];
  return (
    <BalancedList
      as="dl"
      most={{ base: 1, md: 3 }}
      className="[--gap:1rem]"
      items={facts.map(([fact, term, value]) => (
        <div key={fact} className="card h-full p-5">
          <dt className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">{term}</dt>
          <dd className="mt-2 text-fg">
            <Text>{value!}</Text>
          </dd>
        </div>
      ))}
    />
  );
}
