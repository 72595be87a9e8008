import { BalancedList } from "../components/balanced-list";
interface ProjectFactsProps {
  role: string;
  timeline: string;
  client?: string | null;
}

/** Role, timeline and client, as labelled cards. */
export function ProjectFacts({ role, timeline, client }: ProjectFactsProps) {
  const facts = [["Role", role], ["Timeline", timeline], ...(client ? [["Client", client]] : [])];
  return (
    <BalancedList
      as="dl"
      most={{ base: 1, md: 3 }}
      className="[--gap:1rem]"
      items={facts.map(([term, value]) => (
        <div key={term} className="card h-full p-5">
          <dt className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">{term}</dt>
          <dd className="mt-2 text-fg">{value}</dd>
        </div>
      ))}
    />
  );
}
