// `tsx tests/support/write-translated-content.ts <pl|de|ur> <dir>`: writes the launch content (content/) translated
// into Polish, German or Urdu into <dir>, then `CONTENT_DIR=<dir> npm run build` builds that site.
import path from "node:path";
import { writeTranslatedContent } from "./translated-content";
import { GERMAN } from "./translations/de";
import { POLISH } from "./translations/pl";
import { URDU } from "./translations/ur";

const TRANSLATIONS = { pl: POLISH, de: GERMAN, ur: URDU };
const [language, dir] = process.argv.slice(2) as [keyof typeof TRANSLATIONS, string];
if (!TRANSLATIONS[language] || !dir)
  throw new Error("usage: tsx tests/support/write-translated-content.ts <pl|de|ur> <dir>");
const missing = writeTranslatedContent(path.join(__dirname, "../../content"), dir, TRANSLATIONS[language]);
console.log(`${dir}: content/ in ${TRANSLATIONS[language].language}`);
if (missing.length > 0)
  console.log(`left in English, not in the translation:\n${missing.map((t) => `  ${t}`).join("\n")}`);
