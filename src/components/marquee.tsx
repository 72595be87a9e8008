import { useRef, useState, type ReactNode } from "react";
import { useMarqueeMotion } from "../motion/use-marquee-motion";

interface MarqueeProps<T> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  /** Accessible name of the list. */
  label: string;
  /** The button's text while the strip moves, and while it stands still. */
  pause: string;
  play: string;
}

/**
 * A strip rendered twice so that moving it by exactly one copy's width loops
 * without a seam; the second copy is hidden from assistive technology. Its
 * button stops and restarts the motion (WCAG 2.2.2: moving content can be paused).
 */
export function Marquee<T>({ items, renderItem, itemKey, label, pause, play }: MarqueeProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [stopped, setStopped] = useState(false);
  useMarqueeMotion(ref, stopped);
  const list = (copy: 0 | 1) => (
    <ul
      aria-label={copy === 0 ? label : undefined}
      aria-hidden={copy === 1 ? true : undefined}
      className="marquee-list flex shrink-0 items-center gap-4 pe-4 md:gap-6 md:pe-6"
    >
      {items.map((item) => (
        <li key={itemKey(item)} className="shrink-0">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
  return (
    <div ref={ref} className="marquee">
      <div className="overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_8%,#000_92%,transparent)]">
        <div className="marquee-track flex w-max">
          {list(0)}
          {list(1)}
        </div>
      </div>
      <div className="mt-4 flex justify-center motion-reduce:hidden">
        <button
          type="button"
          aria-pressed={stopped}
          onClick={() => setStopped((value) => !value)}
          className="rounded-full border border-line px-3 py-1 text-xs font-medium text-muted transition-colors hover:text-fg"
        >
          {stopped ? play : pause}
        </button>
      </div>
    </div>
  );
}
