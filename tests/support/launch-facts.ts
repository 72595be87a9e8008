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
    // labels.json holds the site's fixed words, not the owner's facts: English at launch, as on any site that leaves
    // them out.
    .filter((file) => file.endsWith(".json") && !["site.json", "labels.json"].includes(file))
    .flatMap((file) => textsOf(launchFile(file)))
    .filter((text) => /[\s\d@]/.test(text) || text.length >= 10);
  return [...new Set([...textsOf(site), ...others])];
}

/**
 * The launch owner's facts in `published` that the content it was made from does not hold too; a counter is its value
 * and suffix, as the page writes them together ("12" and "k" are "12k").
 */
export const launchFactsIn = (published: string, content: unknown) => {
  const stats = (content as { "stats.json"?: { value: number; suffix?: string }[] })["stats.json"] ?? [];
  const own = [...textsOf(content), ...stats.map(({ value, suffix }) => `${value}${suffix ?? ""}`)];
  return launchFacts().filter((fact) => published.includes(fact) && !own.some((text) => text.includes(fact)));
};
