// `tsx tests/support/write-content-set.ts <dir>`: writes this commit's generated content set into <dir> and says which
// it is. CONTENT_SEED, CONTENT_SIZE (smallest, largest, any) and CONTENT_LANGUAGES (how many it adds) make another.
import { contentSet, translationsOf } from "../../src/content/content-arbitrary";
import { FILE_POOL, addedLanguages, contentSeed, edgeFor, writeContentSet } from "./content-sets";

const dir = process.argv[2];
if (!dir) throw new Error("usage: tsx tests/support/write-content-set.ts <dir>");
const seed = contentSeed();
const size = edgeFor();
const set = contentSet(FILE_POOL, size, seed);
const translations = translationsOf(set, FILE_POOL, size, seed, addedLanguages());
void writeContentSet(dir, set, translations).then(() =>
  console.log(
    `${dir}: the ${size} content set of seed ${seed}, in ${["its own language", ...Object.keys(translations)].join(", ")} ` +
      `(CONTENT_SEED=${seed} CONTENT_SIZE=${size} CONTENT_LANGUAGES=${addedLanguages()} to make it again)`,
  ),
);
