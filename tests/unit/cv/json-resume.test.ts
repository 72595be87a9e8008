/** @jest-environment node */
import { jsonResumeProblems } from "../../../src/cv/check-json-resume";
import { CV_PAPERS, cvPdfPath } from "../../../src/cv/cv-paths";
import { monthText, periodText, placeText } from "../../../src/cv/cv-text";
import { type CvSources, jsonResume } from "../../../src/cv/json-resume";
import { readContent } from "../../support/content-fixture";
import { ownerPlace } from "../../../src/utils/owner-place";

const sources = (): CvSources => ({
  site: readContent("site.json"),
  socialLinks: readContent("social-links.json"),
  projects: readContent("projects.json"),
  resume: readContent("resume.json"),
});

describe("the CV in the JSON Resume standard", () => {
  const site = readContent<CvSources["site"]>("site.json");

  it("passes JSON Resume's own schema (@jsonresume/schema)", () => {
    expect(jsonResumeProblems(jsonResume(sources()))).toEqual([]);
  });

  it("takes its basics from site.json and social-links.json, and points at itself", () => {
    const { basics, meta } = jsonResume(sources());
    expect(basics).toMatchObject({
      name: site.name,
      label: site.role,
      email: site.email,
      url: new URL("/", site.siteUrl).href,
      summary: site.description,
      // The city is the first part of site.json's location; the country its own field.
      location: { city: site.location.split(",")[0].trim(), countryCode: site.countryCode },
    });
    // A profile per social link, its username the last part of its address's path ("https://github.com/name" →
    // "name"), or none for an address with no path ("https://name.example").
    const socialLinks = readContent<{ name: string; link: string }[]>("social-links.json");
    expect(basics.profiles).toEqual(
      socialLinks.map(({ name, link }) => ({
        network: name,
        username: new URL(link).pathname.replace(/\/+$/, "").split("/").at(-1),
        url: link,
      })),
    );
    expect(meta.canonical).toBe(`${site.siteUrl}/resume.json`);
  });

  it("lists every project with its case study, features and technologies", () => {
    const projects = readContent<CvSources["projects"]>("projects.json");
    expect(jsonResume(sources()).projects).toEqual(
      projects.map((p) =>
        expect.objectContaining({
          name: p.title,
          description: p.description,
          url: `${site.siteUrl}/projects/${p.slug}/`,
          highlights: p.features,
          keywords: p.technologies.map((t) => t.name),
        }),
      ),
    );
  });

  it("leaves out what the content leaves out, which the schema would refuse as null", () => {
    const input = sources();
    const work = { ...input.resume.work[0], url: null, endDate: null };
    const resume = jsonResume({ ...input, resume: { ...input.resume, work: [work], certificates: null } });
    expect(resume.work[0]).not.toHaveProperty("url");
    expect(resume.work[0]).not.toHaveProperty("endDate");
    expect(resume.certificates).toEqual([]);
    expect(jsonResumeProblems(resume)).toEqual([]);
  });

  it("names the field and the content file it comes from when the schema refuses it", () => {
    const input = sources();
    const resume = jsonResume({ ...input, site: { ...input.site, email: "hello at example" } });
    resume.work[0].startDate = "Jan 2022";
    expect(jsonResumeProblems(resume)).toEqual([
      'basics.email (from content/site.json): does not conform to the "email" format',
      expect.stringMatching(/^work\[0\]\.startDate \(from content\/resume\.json\): does not match pattern/),
    ]);
  });
});

describe("how the CV writes dates, places and its PDF's name", () => {
  it.each([
    ["2021-03", undefined, "Mar 2021 – Present"],
    ["2019-07", "2020-02", "Jul 2019 – Feb 2020"],
  ])("%s to %s is %s", (start, end, text) => expect(periodText(start, end)).toBe(text));

  it("writes a year alone as the year", () => expect(monthText("2019")).toBe("2019"));

  it("names the country, after the city if there is one", () => {
    expect(placeText({ city: "Lisbon", countryCode: "PT" })).toBe("Lisbon, Portugal");
    expect(placeText({ countryCode: "DE" })).toBe("Germany");
  });

  it.each([
    ["Berlin, Germany", "DE", { city: "Berlin", countryCode: "DE" }],
    ["Dubai, United Arab Emirates (remote from Pakistan)", "AE", { city: "Dubai", countryCode: "AE" }],
    ["Portugal", "PT", { countryCode: "PT" }],
  ])("places %s in %s", (location, countryCode, place) => expect(ownerPlace({ location, countryCode })).toEqual(place));

  it("names the PDF after the owner, safely for a URL, and the Letter one apart", () => {
    expect(cvPdfPath("Hamza Qureshi")).toBe("/Hamza-Qureshi-CV.pdf");
    expect(cvPdfPath("Hamza Qureshi", CV_PAPERS[1])).toBe("/Hamza-Qureshi-CV-Letter.pdf");
    expect(cvPdfPath("Zoë  O'Brien-Khan")).toBe("/Zoe-OBrien-Khan-CV.pdf");
  });
});
