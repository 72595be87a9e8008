import fs from "node:fs";
import path from "node:path";

/** Every text of some content, wherever it is in it. */
export const textsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(textsOf) : [];

const LAUNCH_DIR = path.join(__dirname, "../../content");
const launchFile = (file: string) => JSON.parse(fs.readFileSync(path.join(LAUNCH_DIR, file), "utf8")) as unknown;

/**
 * Whether a text can only be the owner's, wherever it turns up: a phrase of two words or more, an address, or a long
 * code of letters with digits or "_" (a key). A word alone, however long ("Interfaces"), or a figure ("12k"), can be in
 * a library's code or in a number the page shows.
 */
const ownersOnly = (text: string) =>
  /\p{L}{2,}\s+\p{L}{2,}/u.test(text) ||
  /@|:\/\//.test(text) ||
  (text.length >= 12 && !/\s/.test(text) && /[\d_]/.test(text) && /\p{L}/u.test(text));

/**
 * The launch owner's facts: content/ as it is in the repository, but site.json's choices from the schema's lists: the
 * texts in it that can only be the owner's.
 */
export function launchFacts(): string[] {
  const {
    theme: _theme,
    countryCode: _country,
    language: _language,
    ...site
  } = launchFile("site.json") as Record<string, string>;
  const others = fs
    .readdirSync(LAUNCH_DIR)
    .filter((file) => file.endsWith(".json") && file !== "site.json")
    .flatMap((file) => textsOf(launchFile(file)));
  return [...new Set([...textsOf(site), ...others])].filter(ownersOnly);
}

/** The launch owner's facts in `published` that the content it was made from does not hold too. */
export const launchFactsIn = (published: string, content: unknown) => {
  const own = textsOf(content);
  return launchFacts().filter((fact) => published.includes(fact) && !own.some((text) => text.includes(fact)));
};
