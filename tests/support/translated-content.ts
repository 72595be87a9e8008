import fs from "node:fs";
import path from "node:path";
import type { OtherLanguage } from "../../src/content/language-of-parts";
import { LABELS, type LabelKey } from "../../src/content/schema/label-list";
import type { Labels } from "../../src/content/schema/labels";

/**
 * The launch content (content/) in another language, as an owner writing their site in it would keep it: every text
 * of theirs and every fixed word (labels.json) translated, site.json's `language` set, and the phrases of another
 * language marked. Names, addresses, product names and files stay as they are.
 */
export interface Translation {
  /** site.json's `language`. */
  language: string;
  otherLanguages?: OtherLanguage[];
  /** labels.json, whole. */
  labels: Labels;
  /** Every text of content/ that is not kept as it is, by its English. */
  texts: Readonly<Record<string, string>>;
}

/**
 * Fields whose values are not words (addresses, paths, keys, dates, choices) or are names, which stay as they are
 * unless the translation gives them (a role's name, a skill's, a spoken language's).
 */
const KEPT_FIELDS = new Set([
  "name",
  "author",
  "company",
  "issuer",
  "keywords",
  "shortName",
  "slug",
  "color",
  "countryCode",
  "theme",
  "language",
  "startDate",
  "endDate",
  "date",
  "link",
  "liveLink",
  "githubLink",
  "url",
  "email",
  "siteUrl",
  "imgPath",
  "icon",
  "image",
  "heroVideoWebm",
  "heroVideoMp4",
  "heroVideoPoster",
  "turnstileSiteKey",
  "emailjsPublicKey",
  "emailjsServiceId",
  "emailjsTemplateId",
]);

/** `value` with every text `texts` translates translated; a text of a field of words it has not, left in `missing`. */
function translate(value: unknown, texts: Translation["texts"], missing: Set<string>, field = ""): unknown {
  if (typeof value === "string") {
    if (!(value in texts) && !KEPT_FIELDS.has(field) && /\p{L}/u.test(value)) missing.add(value);
    return texts[value] ?? value;
  }
  if (Array.isArray(value)) return value.map((item) => translate(item, texts, missing, field));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, translate(item, texts, missing, key)]));
  return value;
}

/**
 * Writes content/ (`from`) into `dir` in `translation`'s language: the JSON translated, every other file copied.
 * Returns the texts it left in English, which a translation that misses them should add.
 */
export function writeTranslatedContent(from: string, dir: string, translation: Translation): string[] {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(from, dir, { recursive: true });
  const missing = new Set<string>();
  for (const file of fs.readdirSync(from).filter((name) => name.endsWith(".json"))) {
    const json = JSON.parse(fs.readFileSync(path.join(from, file), "utf8")) as unknown;
    let translated =
      file === "labels.json" ? orderedLabels(translation.labels) : translate(json, translation.texts, missing);
    if (file === "site.json")
      translated = {
        ...(translated as object),
        language: translation.language,
        ...(translation.otherLanguages ? { otherLanguages: translation.otherLanguages } : {}),
      };
    fs.writeFileSync(path.join(dir, file), `${JSON.stringify(translated, null, 2)}\n`);
  }
  return [...missing];
}

/** labels.json in the order of the launch file, every label given. */
const orderedLabels = (labels: Labels) =>
  Object.fromEntries((Object.keys(LABELS) as LabelKey[]).map((key) => [key, labels[key]]));
