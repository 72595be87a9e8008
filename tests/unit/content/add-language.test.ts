import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContentAndFiles } from "../../../src/content/check-content-files";
import { contentFolder } from "../../../src/content/content-folder";
import { contentCollections } from "../../../src/content/content-schema";
import { firstLanguage, siteLanguages } from "../../../src/content/site-languages";
import { CONTENT_DIR } from "../../support/content-fixture";

const SCRIPT = path.join(__dirname, "../../../scripts/content/add-language.ts");
const TSX = path.join(__dirname, "../../../node_modules/.bin/tsx");

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "add-language-"));
  fs.cpSync(CONTENT_DIR, dir, { recursive: true });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `npm run content:add-language -- <tag>` on the copy: its exit status and what it printed. */
function addLanguage(tag: string) {
  const { status, stdout, stderr } = spawnSync(TSX, [SCRIPT, tag], {
    env: { ...process.env, CONTENT_DIR: dir },
    encoding: "utf8",
  });
  return { status, said: stdout + stderr };
}

it("adds a language the check accepts, every file's words in place, and refuses it a second time", async () => {
  const tag = firstLanguage(dir).startsWith("pl") ? "de" : "pl";
  const before = siteLanguages(dir).length;
  expect(addLanguage(tag)).toEqual({ status: 0, said: expect.stringContaining(`/${tag}/`) });
  expect(fs.readdirSync(path.join(dir, "translations", tag)).sort()).toEqual(Object.keys(contentCollections()).sort());
  const { errors } = await checkContentAndFiles(contentFolder(dir), undefined);
  expect(errors).toEqual([]);
  expect(siteLanguages(dir).map(({ tag, prefix }) => [tag, prefix])).toContainEqual([tag, `/${tag}`]);
  expect(siteLanguages(dir)).toHaveLength(before + 1);

  expect(addLanguage(tag)).toEqual({ status: 1, said: expect.stringContaining(`has "${tag}" already`) });
});

it("refuses a tag that is not BCP 47, the site's first language, or one whose pages would be the site's own", () => {
  expect(addLanguage("deutsch!")).toMatchObject({ status: 1, said: expect.stringContaining('"deutsch!"') });
  expect(addLanguage(firstLanguage(dir))).toMatchObject({ status: 1, said: expect.stringContaining("already") });
  expect(addLanguage("cv")).toMatchObject({ status: 1, said: expect.stringContaining("at /cv/") });
  expect(fs.existsSync(path.join(dir, "translations", "deutsch!"))).toBe(false);
});
