import type { ListCollection } from "./collection";
import { z } from "zod";
import { type ContentChecks, drawn, entry, expected, file, TEXT_MAX, url } from "./fields";

/** social-links.json: the owner's profiles, in the footer, on the CV and, those marked so, in the contact section. */
export const socialLinksCollection = (checks: ContentChecks) =>
  ({
    shape: "list",
    description:
      "The owner's profiles: icons in the footer, links on the CV and, those marked inContact, in the contact section.",
    uniqueBy: ["name"],
    entry: entry({
      name: drawn(checks, "The network's name, read by screen readers.", TEXT_MAX.label),
      imgPath: file(checks, "icon", "The network's icon."),
      link: url("The owner's profile on the network."),
      inContact: z
        .boolean({ error: expected("true or false") })
        .optional()
        .describe(
          "Optional: true to list this profile in the contact section's 'Connect with me' card too, above the email address (a code-hosting or professional-network profile, say). Each profile is written here once: the footer, the CV and search engines read it from here too.",
        ),
    }),
  }) satisfies ListCollection;
