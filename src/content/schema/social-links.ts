import type { ListCollection } from "./collection";
import { type ContentChecks, drawn, entry, file, TEXT_MAX, url } from "./fields";

/** social-links.json: the owner's profiles, in the footer and on the CV. */
export const socialLinksCollection = (checks: ContentChecks) =>
  ({
    shape: "list",
    description: "The owner's profiles, as icons in the footer.",
    uniqueBy: ["name"],
    entry: entry({
      name: drawn(checks, "The network's name, read by screen readers.", TEXT_MAX.label),
      imgPath: file(checks, "icon", "The network's icon."),
      link: url("The owner's profile on the network."),
    }),
  }) satisfies ListCollection;
