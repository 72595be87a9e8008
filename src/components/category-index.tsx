import { cardIndex } from "../utils/format";
import { Text } from "./text";

interface CategoryIndexProps {
  category: string;
  /** The project's 0-based position among the projects, in order of id. */
  position: number;
}

/** The project's category as a pill, and its index ("#01") across from it, on one line however long the category. */
export function CategoryIndex({ category, position }: CategoryIndexProps) {
  return (
    <div className="flex items-center justify-between gap-4">
      <span className="rounded-full border border-accent/40 bg-accent/10 px-3 py-1 text-sm font-semibold text-accent-text">
        <Text>{category}</Text>
      </span>
      <span className="shrink-0 font-mono text-lg font-semibold whitespace-nowrap text-muted">
        {cardIndex(position)}
      </span>
    </div>
  );
}
