/** @jest-environment node */
import { checkContent, formatProblem } from "../../../src/content/check-content";
import { contentWithOverrides } from "../../support/content-fixture";

const messagesFor = (fixture?: string) => checkContent(contentWithOverrides(fixture)).map(formatProblem);

describe("content check", () => {
  it("accepts the site's real content", () => {
    expect(messagesFor()).toEqual([]);
  });

  it.each([
    ["missing-field", 'content/projects.json › entry 2 (id 2) › field "liveLink": is required but missing'],
    [
      "wrong-type",
      'content/stats.json › entry 3 (label "Completed Projects") › field "value": must be a number, got "30"',
    ],
    [
      "missing-image",
      'content/skills.json › entry 4 (name "UI/UX Design") › field "imgPath": points to ./icons/skills/desing.svg, which does not exist in content/',
    ],
    [
      "bad-url",
      'content/social-links.json › entry 1 (name "Instagram") › field "link": must be a full http(s) URL, got "instagram.com/hamza.codes"',
    ],
    ["duplicate-id", 'content/projects.json › entry 4 (id 2) › field "id": duplicates entry 2; each id must be unique'],
    [
      "duplicate-slug",
      'content/projects.json › entry 3 (id 3) › field "slug": duplicates entry 1; each slug must be unique',
    ],
    [
      "bad-slug",
      'content/projects.json › entry 2 (id 2) › field "slug": must be a URL slug of lower-case letters, digits and single hyphens, like "ai-resume-analyzer", got "Multi Vendor Marketplace"',
    ],
    ["missing-case-study-field", 'content/projects.json › entry 3 (id 3) › field "challenge": is required but missing'],
    [
      "bad-nav-link",
      'content/nav-items.json › entry 1 (name "Work") › field "link": must be a route like "/projects" or an anchor like "#work", got "work"',
    ],
    ["bad-theme", 'content/site.json › field "theme": must be "system", "dark" or "light", got "blue"'],
    [
      "bad-technology",
      'content/projects.json › entry 1 (id 1), technologies[2] › field "icon": points to ./icons/tech/tailwindcss.svg, which does not exist in content/',
    ],
  ])("names the file, entry and field for %s", (fixture, message) => {
    expect(messagesFor(fixture)).toEqual([message]);
  });

  it("names the part of the CV and the field for a month that is not one, or an end before the start", () => {
    expect(messagesFor("bad-resume-dates")).toEqual([
      'content/resume.json › work[1] › field "startDate": must be a month like "2021-03" (year, then month), got "March 2020"',
      'content/resume.json › education[0] › field "endDate": ends before it starts',
    ]);
  });

  it("names a misspelt field, and the field it leaves missing", () => {
    expect(messagesFor("misspelt-field")).toEqual([
      'content/projects.json › entry 1 (id 1) › field "liveLink": is required but missing',
      'content/projects.json › entry 1 (id 1): has "livelink", which the site does not use (a typo?)',
    ]);
  });

  it("reports JSON syntax errors with the file name", () => {
    const [message, ...rest] = messagesFor("invalid-json");
    expect(rest).toEqual([]);
    expect(message).toMatch(/^content\/roles\.json: is not valid JSON \(/);
  });

  it("reports a missing file and a file of the wrong shape", () => {
    const source = contentWithOverrides();
    const problems = checkContent({
      ...source,
      read: (name) => (name === "skills.json" ? undefined : name === "stats.json" ? "{}" : source.read(name)),
    }).map(formatProblem);
    expect(problems).toEqual([
      "content/stats.json: must be a non-empty JSON list of entries",
      "content/skills.json: is missing",
    ]);
  });
});
