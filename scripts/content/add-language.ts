// `npm run content:add-language -- <tag>`: adds a language to the site, as content/translations/<tag>/ holding every
// text of content/'s files, to translate in place (src/content/translations.ts). The site builds with it at once, its
// words still the first language's until they are translated.
import fs from "node:fs";
import path from "node:path";
import { contentCollections } from "../../src/content/content-schema";
import { contentDir } from "../../src/content/content-dir";
import { readJsonFile } from "../../src/content/json-text";
import { ENGLISH_LABELS } from "../../src/content/schema/labels";
import { languageTag } from "../../src/content/schema/language";
import { firstLanguage, siteLanguage, siteLanguages, takenPrefix } from "../../src/content/site-languages";
import { OWN_WORDS_FILE, fileSchema, translationFolder, wordsOf } from "../../src/content/translations";

const CONTENT = contentDir(path.join(__dirname, "../.."));
const stop = (message: string) => {
  console.error(message);
  process.exit(1);
};

const tag = process.argv[2] ?? stop("Name the language to add, as its BCP 47 tag: npm run content:add-language -- de");
const valid = languageTag("").safeParse(tag);
if (!valid.success) stop(`"${tag}": ${valid.error.issues[0]!.message}`);
if (tag === firstLanguage(CONTENT)) stop(`The site is in "${tag}" already: its words are content/'s own files.`);
if (siteLanguages(CONTENT).some((language) => language.tag === tag))
  stop(`The site has "${tag}" already: its words are in content/${translationFolder(tag)}/.`);

const taken = takenPrefix(tag);
if (taken) stop(`"${tag}" would put its pages at ${taken}, where the site's own are: the site cannot add it.`);

const folder = path.join(CONTENT, translationFolder(tag));
fs.mkdirSync(folder, { recursive: true });
for (const [file, collection] of Object.entries(contentCollections())) {
  const { data } = readJsonFile(fs.readFileSync(path.join(CONTENT, file)));
  // The fixed words stand alone in each language: all of them, as the first language has them (English where left out).
  const words =
    file === OWN_WORDS_FILE
      ? { ...ENGLISH_LABELS, ...(data as object), keptInEnglish: undefined }
      : wordsOf(data, fileSchema(collection));
  fs.writeFileSync(path.join(folder, file), `${JSON.stringify(words, null, 2)}\n`);
}
console.log(
  `Added ${tag}: content/${translationFolder(tag)}/ holds every text of content/'s files, to translate in place. Its pages are at ${siteLanguage(tag, tag).prefix}/.`,
);
