import { type ContentSource, checkContent, formatProblem } from "../../../src/content/check-content";
import { checkContentAndFiles } from "../../../src/content/check-content-files";
import { BASE, BROKEN, brokenSource, sourceOf } from "../../support/broken-content";

const messagesOf = (set: Record<string, unknown>, raw?: Record<string, string>) =>
  checkContent(sourceOf(set, raw)).map(formatProblem);

/** The check as `npm run check:content` and the build run it: the files the content points to opened too. */
const checked = async (source: ContentSource) =>
  (await checkContentAndFiles(source, undefined)).errors.map(formatProblem).join("\n");

describe("content check", () => {
  // content/ itself is checked, its files opened, by `npm run check:content`, the first step of every `npm test`.
  it("accepts the generated content the cases below break", () => {
    expect(messagesOf(BASE)).toEqual([]);
  });

  it.each(Object.keys(BROKEN))("names the file, entry and field for %s", async (name) => {
    expect(await checked(await brokenSource(name))).toBe(BROKEN[name]!.message);
  });

  it("reports a missing file and a file of the wrong shape", () => {
    const { "skills.json": _, ...withoutSkills } = BASE;
    expect(messagesOf(withoutSkills, { "stats.json": "{}" })).toEqual([
      "content/stats.json: must be a non-empty JSON list of entries",
      "content/skills.json: is missing",
    ]);
  });
});
