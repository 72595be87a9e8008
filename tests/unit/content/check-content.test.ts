/** @jest-environment node */
import { checkContent, formatProblem } from "../../../src/content/check-content";
import { BASE, BROKEN, broken, sourceOf } from "../../support/broken-content";
import { realContent } from "../../support/content-fixture";

const messagesOf = (set: Record<string, unknown>, raw?: Record<string, string>) =>
  checkContent(sourceOf(set, raw)).map(formatProblem);

describe("content check", () => {
  it("accepts the site's real content, and the generated content the cases below break", () => {
    expect(checkContent(realContent()).map(formatProblem)).toEqual([]);
    expect(messagesOf(BASE)).toEqual([]);
  });

  it.each(Object.keys(BROKEN))("names the file, entry and field for %s", (name) => {
    expect(messagesOf(broken(name)).join("\n")).toBe(BROKEN[name]!.message);
  });

  it("reports JSON syntax errors with the file name", () => {
    const [message, ...rest] = messagesOf(BASE, { "roles.json": '[{ "name": "React Developer", }]' });
    expect(rest).toEqual([]);
    expect(message).toMatch(/^content\/roles\.json: is not valid JSON \(/);
  });

  it("reports a missing file and a file of the wrong shape", () => {
    const { "skills.json": _, ...withoutSkills } = BASE;
    expect(messagesOf(withoutSkills, { "stats.json": "{}" })).toEqual([
      "content/stats.json: must be a non-empty JSON list of entries",
      "content/skills.json: is missing",
    ]);
  });
});
