interface ProjectFactsProps {
  role: string;
  timeline: string;
  client?: string | null;
}

/** Role, timeline and client, as labelled cards. */
export function ProjectFacts({ role, timeline, client }: ProjectFactsProps) {
  const facts = [["Role", role], ["Timeline", timeline], ...(client ? [["Client", client]] : [])];
  return (
    <dl className="grid gap-4 md:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term} className="card p-5">
          <dt className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">{term}</dt>
          <dd className="mt-2 text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
