import { ContentIcon, type QueriedIcon } from "./content-icon";

interface TechnologyListProps {
  technologies: readonly { name: string; color: string; icon: QueriedIcon }[];
}

/** A project's technologies, as coloured badges with their icons. */
export function TechnologyList({ technologies }: TechnologyListProps) {
  return (
    <ul className="flex flex-wrap gap-2">
      {technologies.map((tech) => (
        <li
          key={tech.name}
          className={`flex items-center gap-2 rounded-full py-1 pr-3 pl-1.5 text-sm font-medium ring-1 ${tech.color}`}
        >
          <ContentIcon file={tech.icon} size={22} />
          {tech.name}
        </li>
      ))}
    </ul>
  );
}
