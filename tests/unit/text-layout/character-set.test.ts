import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as fontkit from "fontkit";
import { characterSetOf } from "../../../src/text-layout/character-set";

const INTER = "node_modules/@fontsource/inter/files/inter-greek-400-normal.woff2";

it("reads a font's characters from its map, then from what it kept of the same bytes", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "characters-"));
  const file = path.join(root, "node_modules/fonts/inter.woff2");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(INTER, file);
  const read = new Set((fontkit.openSync(INTER) as fontkit.Font).characterSet);

  expect(characterSetOf(file)).toEqual(read);
  const cache = path.join(root, "node_modules/.cache/font-characters");
  const [kept] = fs.readdirSync(cache);
  // The second read is what was kept: told otherwise, it says so.
  fs.writeFileSync(path.join(cache, kept!), JSON.stringify([65, 66]));
  expect(characterSetOf(file)).toEqual(new Set([65, 66]));
  // Another font under the same name is read afresh.
  fs.copyFileSync(INTER.replace("greek", "latin"), file);
  expect(characterSetOf(file)).toEqual(new Set((fontkit.openSync(file) as fontkit.Font).characterSet));
  expect(fs.readdirSync(path.join(root, "node_modules/.cache/font-characters"))).toHaveLength(2);
  expect(kept).toMatch(/^[0-9a-f]{64}\.json$/);
  fs.rmSync(root, { recursive: true });
});
