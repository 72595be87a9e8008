import type { ReactNode } from "react";
import { cssVars } from "../utils/css-vars";

/** The most columns a list takes from each width up: `base` on a phone, then Tailwind's sm, md and lg. */
export interface MostColumns {
  base: number;
  sm?: number;
  md?: number;
  lg?: number;
}

/** The columns that make `count` items' rows as even as they can be: 5 items, at most 4 a row, go 3 and 2. */
export const balancedColumns = (count: number, most: number) =>
  Math.max(1, Math.ceil(count / Math.ceil(Math.max(count, 1) / most)));

interface BalancedListProps {
  items: readonly ReactNode[];
  most: MostColumns;
  /** The list's element: "ol" where the order means something, "dl" for terms and their values (each item a div). */
  as?: "ul" | "ol" | "dl";
  className?: string;
}

/**
 * A list laid out in rows whose lengths differ by one at most, each row centred: however many entries the content
 * has, none is left alone at the end of a row of four. Every item is as wide as in a full row (global.css,
 * `.balanced`), so the sizes do not change with the count.
 */
export function BalancedList({ items, most, as: List = "ul", className = "" }: BalancedListProps) {
  const vars: Record<`--${string}`, string> = {};
  for (const [at, columns] of Object.entries(most) as [keyof MostColumns, number][]) {
    vars[`--most-${at}`] = String(columns);
    vars[`--cols-${at}`] = String(balancedColumns(items.length, columns));
  }
  return (
    <List data-balanced className={`balanced ${className}`} style={cssVars(vars)}>
      {/* A description list's items are its own divs, each a term and its value. */}
      {List === "dl" ? items : items.map((item, i) => <li key={i}>{item}</li>)}
    </List>
  );
}
