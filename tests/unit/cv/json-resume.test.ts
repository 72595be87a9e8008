import { jsonResumeProblems } from "../../../src/cv/check-json-resume";
import { CV_PAPERS, cvPdfPath } from "../../../src/cv/cv-paths";
import { cvMonths } from "../../../src/cv/cv-months";
import { monthText, periodText, placeText } from "../../../src/cv/cv-text";
import { type CvSources, type JsonResume, jsonResume } from "../../../src/cv/json-resume";
import { DEFAULT_LANGUAGE } from "../../../src/content/language-direction";
import { readContent } from "../../support/content-fixture";
import { PLACE_PARTS, ownerPlace } from "../../../src/utils/owner-place";

const sources = (): CvSources => ({
  site: { language: DEFAULT_LANGUAGE, ...readContent<Omit<CvSources["site"], "language">>("site.json") },
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
      // The city is the first part of site.json's location, up to a comma of its script; the country its own field.
      location: { city: site.location.split(PLACE_PARTS)[0].trim(), countryCode: site.countryCode },
    });
    // A profile per social link, its username the last part of its address's path ("https://github.com/name" →
    // "name"), or none for an address with no path ("https://name.example").
    const socialLinks = readContent<{ name: string; link: string }[]>("social-links.json");
    expect(basics.profiles).toEqual(
      socialLinks.map(({ name, link }) => ({
        network: name,
        username: decodeURIComponent(new URL(link).pathname.replace(/\/+$/, "").split("/").at(-1)!),
        url: link,
      })),
    );
    expect(meta.canonical).toBe(`${site.siteUrl}/resume.json`);
    // Where JSON Resume keeps its tooling's settings: the CV's language, as site.json gives it.
    expect(meta.language).toBe(site.language ?? DEFAULT_LANGUAGE);
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

const CV_OF_2021 = { work: [{ startDate: "2021-03" }], education: [], certificates: [] } as unknown as JsonResume;

describe("how the CV writes dates, places and its PDF's name", () => {
  const english = { period: "{start} – {end}", present: "Present", months: { "2021-03": "Mar 2021" } };
  it.each([
    ["2021-03", undefined, "Mar 2021 – Present"],
    ["2019-07", "2020-02", "Jul 2019 – Feb 2020"],
    // A job of one month, once.
    ["2019-06", "2019-06", "Jun 2019"],
  ])("%s to %s is %s", (start, end, text) => {
    const months = { "2021-03": "Mar 2021", "2019-07": "Jul 2019", "2020-02": "Feb 2020", "2019-06": "Jun 2019" };
    expect(periodText(start, end, { ...english, months })).toBe(text);
  });

  it("writes a year alone as the year", () => expect(monthText("2019", english)).toBe("2019"));

  it.each([
    ["en", "Dec 2025"],
    ["pl", "gru 2025"],
    ["de", "Dez. 2025"],
    ["ur-PK", "دسمبر 2025"],
    ["ja", "2025年12月"],
    // The content's months are Gregorian, whatever the language's own calendar.
    ["fa", "دسامبر ۲۰۲۵"],
    ["th", "ธ.ค. 2025"],
  ])("writes the months of a CV in %s as CLDR does: %s", (language, december) => {
    const resume = { work: [{ startDate: "2025-12" }], education: [], certificates: [] } as unknown as JsonResume;
    expect(cvMonths(resume, language)).toEqual({ "2025-12": december });
  });

  it("writes a Polish job that goes on in Polish, with the owner's own words", () => {
    const dates = { period: "{start} – {end}", present: "obecnie", months: cvMonths(CV_OF_2021, "pl") };
    expect(periodText("2021-03", undefined, dates)).toBe("mar 2021 – obecnie");
  });

  it("names the country in the site's language, after the city if there is one", () => {
    const english = { language: "en", listMore: "{list}, {next}" };
    expect(placeText({ city: "Lisbon", countryCode: "PT" }, english)).toBe("Lisbon, Portugal");
    expect(placeText({ countryCode: "DE" }, english)).toBe("Germany");
    expect(placeText({ city: "Kraków", countryCode: "PL" }, { language: "pl", listMore: "{list}, {next}" })).toBe(
      "Kraków, Polska",
    );
    expect(placeText({ city: "اسلام آباد", countryCode: "PK" }, { language: "ur", listMore: "{list}، {next}" })).toBe(
      "اسلام آباد، پاکستان",
    );
  });

  it.each([
    ["Berlin, Germany", "DE", "en", { city: "Berlin", countryCode: "DE" }],
    ["Dubai, United Arab Emirates (remote from Pakistan)", "AE", "en", { city: "Dubai", countryCode: "AE" }],
    ["Portugal", "PT", "en", { countryCode: "PT" }],
    ["Polska", "PL", "pl", { countryCode: "PL" }],
    ["لاہور، پاکستان", "PK", "ur", { city: "لاہور", countryCode: "PK" }],
  ])("places %s in %s", (location, countryCode, language, place) =>
    expect(ownerPlace({ location, countryCode, language })).toEqual(place),
  );

  it("names the PDF after the owner, safely for a URL, and the Letter one apart", () => {
    expect(cvPdfPath("Hamza Qureshi")).toBe("/Hamza-Qureshi-CV.pdf");
    expect(cvPdfPath("Hamza Qureshi", CV_PAPERS[1])).toBe("/Hamza-Qureshi-CV-Letter.pdf");
    expect(cvPdfPath("Zoë  O'Brien-Khan")).toBe("/Zoë-OBrien-Khan-CV.pdf");
    // Every letter of the owner's, in any script.
    expect(cvPdfPath("Lena Groß")).toBe("/Lena-Groß-CV.pdf");
    expect(cvPdfPath("Zofia Wójcik-Łęcka".normalize("NFD"))).toBe("/Zofia-Wójcik-Łęcka-CV.pdf");
    expect(cvPdfPath("حمزہ قریشی")).toBe("/حمزہ-قریشی-CV.pdf");
    expect(cvPdfPath("(._.)")).toBe("/CV.pdf");
  });
});
