import { useRef, type ReactNode } from "react";
import { useMarqueeMotion } from "../motion/use-marquee-motion";

interface MarqueeProps<T> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  /** Accessible name of the list. */
  label: string;
}

/**
 * A strip rendered twice so that moving it by exactly one copy's width loops
 * without a seam; the second copy is hidden from assistive technology.
 */
export function Marquee<T>({ items, renderItem, itemKey, label }: MarqueeProps<T>) {
  const list = (copy: 0 | 1) => (
    <ul
      aria-label={copy === 0 ? label : undefined}
      aria-hidden={copy === 1 ? true : undefined}
      className="marquee-list flex shrink-0 items-center gap-4 pr-4 md:gap-6 md:pr-6"
    >
      {items.map((item) => (
        <li key={itemKey(item)} className="shrink-0">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
  const ref = useRef<HTMLDivElement>(null);
  useMarqueeMotion(ref);
  return (
    <div ref={ref} className="marquee overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_8%,#000_92%,transparent)]">
      <div className="marquee-track flex w-max">
        {list(0)}
        {list(1)}
      </div>
    </div>
  );
}
