import type { ListCollection } from "./collection";
import { type ContentChecks, entry, file, TEXT_MAX, text } from "./fields";

/**
 * The home page's lists of names or cards, each with an icon: the hero's words, the logo and technology strips,
 * the roles, the skills and the two rows of cards.
 */
export function iconListCollections(checks: ContentChecks) {
  const namedIcon = (where: string) =>
    entry({
      name: text(`The name, read by screen readers and shown ${where}.`, TEXT_MAX.label),
      imgPath: file(checks, "icon", "Its icon or logo."),
    });
  const card = (where: string) =>
    entry({
      title: text(`The card's title, ${where}.`, TEXT_MAX.title),
      desc: text("The card's text, a sentence or two.", TEXT_MAX.sentence),
      imgPath: file(checks, "icon", "The card's icon."),
    });
  return {
    "hero-words.json": {
      shape: "list",
      description: "The words that rotate in the hero's headline on /, each with its icon, in order, each once.",
      uniqueBy: ["text"],
      entry: entry({
        text: text("The word.", 24),
        imgPath: file(checks, "icon", "The icon shown before the word."),
      }),
    },
    "client-logos.json": {
      shape: "list",
      description: "The logos in the clients strip on /.",
      uniqueBy: ["name"],
      entry: namedIcon("as the logo's text alternative"),
    },
    "tech-icons.json": {
      shape: "list",
      description: "The technologies in the scrolling strip on /.",
      uniqueBy: ["name"],
      entry: namedIcon("under its icon in the strip"),
    },
    "value-cards.json": {
      shape: "list",
      description: "The cards under 'What You Can Count On' on /.",
      uniqueBy: ["title"],
      entry: card("under 'What You Can Count On' on /"),
    },
    "feature-cards.json": {
      shape: "list",
      description: "The feature cards after the value cards on /.",
      uniqueBy: ["title"],
      entry: card("in the feature cards on /"),
    },
    "roles.json": {
      shape: "list",
      description: "The roles under 'Roles I Take On' on /.",
      uniqueBy: ["name"],
      entry: namedIcon("under 'Roles I Take On'"),
    },
    "skills.json": {
      shape: "list",
      description: "The skills in the skills section on /.",
      uniqueBy: ["name"],
      entry: namedIcon("in the skills section"),
    },
  } satisfies Record<string, ListCollection>;
}
