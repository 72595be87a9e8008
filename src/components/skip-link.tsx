import { useLabels } from "../content/use-site";

export function SkipLink({ target }: { target: string }) {
  const { skipLink } = useLabels();
  return (
    <a
      href={`#${target}`}
      className="sr-only z-[100] rounded-lg bg-fg px-4 py-3 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
    >
      {skipLink}
    </a>
  );
}
