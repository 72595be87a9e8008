import fs from "node:fs";
import path from "node:path";

/** Every text of some content, wherever it is in it. */
export const textsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(textsOf) : [];

const LAUNCH_DIR = path.join(__dirname, "../../content");
const launchFile = (file: string) => JSON.parse(fs.readFileSync(path.join(LAUNCH_DIR, file), "utf8")) as unknown;

/**
 * The launch owner's facts: content/ as it is in the repository. All of site.json (who they are) but its choices from
 * the schema's lists; elsewhere the texts that no page could hold as a word of its own ("Skills" could be a heading):
 * a phrase, a figure, an address, a long name.
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
    .flatMap((file) => textsOf(launchFile(file)))
    .filter((text) => /[\s\d@]/.test(text) || text.length >= 10);
  return [...new Set([...textsOf(site), ...others])];
}

/** The launch owner's facts in `published` that the content it was made from does not hold too. */
export const launchFactsIn = (published: string, content: unknown) => {
  const own = textsOf(content);
  return launchFacts().filter((fact) => published.includes(fact) && !own.some((text) => text.includes(fact)));
};
