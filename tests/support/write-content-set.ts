// `tsx tests/support/write-content-set.ts <dir>`: writes this commit's generated content set into <dir> and says which
// it is. CONTENT_SEED and CONTENT_SIZE (smallest, largest, any) make another.
import { contentSet } from "../../src/content/content-arbitrary";
import { FILE_POOL, contentSeed, edgeFor, writeContentSet } from "./content-sets";

const dir = process.argv[2];
if (!dir) throw new Error("usage: tsx tests/support/write-content-set.ts <dir>");
const seed = contentSeed();
const size = edgeFor();
void writeContentSet(dir, contentSet(FILE_POOL, size, seed)).then(() =>
  console.log(
    `${dir}: the ${size} content set of seed ${seed} (CONTENT_SEED=${seed} CONTENT_SIZE=${size} to make it again)`,
  ),
);
