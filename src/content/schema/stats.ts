import type { ListCollection } from "./collection";
import { count, entry, TEXT_MAX, text } from "./fields";

/** stats.json: the counters under the hero. */
export const statsCollection = () =>
  ({
    shape: "list",
    description: "The numbers that count up under the hero on /.",
    uniqueBy: ["label"],
    entry: entry({
      value: count("The whole number the counter counts up to."),
      suffix: text('Optional: what follows the number ("+" or "%").', TEXT_MAX.mark).optional(),
      label: text('What the number counts ("Completed Projects").', TEXT_MAX.label),
    }),
  }) satisfies ListCollection;
