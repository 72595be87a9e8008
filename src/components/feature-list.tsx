import { Text } from "./text";

interface FeatureListProps {
  features: readonly string[];
}

/** A project's key features, as a bulleted list in the accent colour. */
export function FeatureList({ features }: FeatureListProps) {
  return (
    <ul className="grid gap-2 text-muted">
      {features.map((feature, i) => (
        <li key={i} className="flex gap-3">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
          <Text>{feature}</Text>
        </li>
      ))}
    </ul>
  );
}
