import type { BADGE_COLOURS } from "../content/content-schema";
import { ContentIcon, type QueriedIcon } from "./content-icon";
import { Text } from "./text";

interface TechnologyListProps {
  technologies: readonly { name: string; color: string; icon: QueriedIcon }[];
}

/** Each badge colour's classes, written out whole so that Tailwind finds them here. */
const BADGE_CLASSES: Record<(typeof BADGE_COLOURS)[number], string> = {
  amber: "text-amber-300 bg-amber-400/10 ring-amber-400/30",
  blue: "text-blue-300 bg-blue-400/10 ring-blue-400/30",
  cyan: "text-cyan-300 bg-cyan-400/10 ring-cyan-400/30",
  emerald: "text-emerald-300 bg-emerald-400/10 ring-emerald-400/30",
  indigo: "text-indigo-300 bg-indigo-400/10 ring-indigo-400/30",
  lime: "text-lime-300 bg-lime-400/10 ring-lime-400/30",
  orange: "text-orange-300 bg-orange-400/10 ring-orange-400/30",
  rose: "text-rose-300 bg-rose-400/10 ring-rose-400/30",
  sky: "text-sky-300 bg-sky-400/10 ring-sky-400/30",
  violet: "text-violet-300 bg-violet-400/10 ring-violet-400/30",
  zinc: "text-zinc-200 bg-zinc-400/10 ring-zinc-400/30",
};

/** A project's technologies, as coloured badges with their icons. */
export function TechnologyList({ technologies }: TechnologyListProps) {
  return (
    <ul className="flex flex-wrap gap-2">
      {technologies.map((tech, i) => (
        <li
          key={i}
          className={`flex items-center gap-2 rounded-full py-1 ps-1.5 pe-3 text-sm font-medium ring-1 ${BADGE_CLASSES[tech.color as keyof typeof BADGE_CLASSES]}`}
        >
          <ContentIcon file={tech.icon} size={22} />
          {/* Isolated in its own direction: "C#" on a right-to-left page, not "#C". */}
          <bdi>
            <Text>{tech.name}</Text>
          </bdi>
        </li>
      ))}
    </ul>
  );
}
