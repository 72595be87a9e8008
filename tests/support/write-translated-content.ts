// `tsx tests/support/write-translated-content.ts <pl|de|ur> <dir>`: writes the launch content (content/) translated
// into Polish, German or Urdu into <dir>, then `CONTENT_DIR=<dir> npm run build` builds that site.
// `tsx tests/support/write-translated-content.ts +de,ur <dir>`: writes the launch content with German and Urdu added as
// further languages (content/translations/de/ and ur/), each with those translations' words.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { contentCollections } from "../../src/content/content-schema";
import { readJsonFile } from "../../src/content/json-text";
import { OWN_WORDS_FILE, fileSchema, translationFolder, wordsOf } from "../../src/content/translations";
import { writeTranslatedContent } from "./translated-content";
import { GERMAN } from "./translations/de";
import { POLISH } from "./translations/pl";
import { URDU } from "./translations/ur";

const TRANSLATIONS = { pl: POLISH, de: GERMAN, ur: URDU };
type Language = keyof typeof TRANSLATIONS;
const CONTENT = path.join(__dirname, "../../content");
const [which, dir] = process.argv.slice(2) as [string, string];
const added = which?.startsWith("+") ? (which.slice(1).split(",") as Language[]) : undefined;
const languages = added ?? [which as Language];
if (!dir || languages.some((language) => !TRANSLATIONS[language]))
  throw new Error("usage: tsx tests/support/write-translated-content.ts <pl|de|ur>|+<pl|de|ur>,… <dir>");

if (!added) {
  const missing = writeTranslatedContent(CONTENT, dir, TRANSLATIONS[languages[0]!]);
  console.log(`${dir}: content/ in ${TRANSLATIONS[languages[0]!].language}`);
  if (missing.length > 0)
    console.log(`left in English, not in the translation:\n${missing.map((t) => `  ${t}`).join("\n")}`);
} else {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(CONTENT, dir, { recursive: true });
  for (const language of added) {
    const whole = fs.mkdtempSync(path.join(os.tmpdir(), `content-${language}-`));
    writeTranslatedContent(CONTENT, whole, TRANSLATIONS[language]);
    const folder = path.join(dir, translationFolder(language));
    fs.mkdirSync(folder, { recursive: true });
    for (const [file, collection] of Object.entries(contentCollections())) {
      const { data } = readJsonFile(fs.readFileSync(path.join(whole, file)));
      const words = file === OWN_WORDS_FILE ? data : wordsOf(data, fileSchema(collection));
      fs.writeFileSync(path.join(folder, file), `${JSON.stringify(words, null, 2)}\n`);
    }
    fs.rmSync(whole, { recursive: true });
  }
  console.log(`${dir}: content/, with ${added.join(" and ")} added`);
}
