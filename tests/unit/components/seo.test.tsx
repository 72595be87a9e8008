/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Seo } from "../../../src/components/seo";
import { PLACE_PARTS } from "../../../src/utils/owner-place";
import { queried, readContent, shown, siteContentAnswer, staticQueryAnswer } from "../../support/content-fixture";

const site = readContent<Record<string, string>>("site.json");
const socialLinks = queried("social-links.json");

// useSite() and Seo's own query both go through useStaticQuery: one answer serves both.
const answer = (siteJson: unknown) =>
  jest.mocked(useStaticQuery).mockReturnValue({
    ...staticQueryAnswer(),
    siteJson: siteJson && { ...(siteJson as object), locale: staticQueryAnswer().siteJson.locale },
    allSocialLinksJson: { nodes: socialLinks },
  });

const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);

describe("Seo", () => {
  afterEach(() => jest.restoreAllMocks());

  it("titles the home page with the owner's name and role from content/site.json", () => {
    answer(queried("site.json"));
    render(<Seo pathname="/" />);
    expect(document.querySelector("title")).toHaveTextContent(shown(`${site.name} – ${site.role}`));
    expect(attr('meta[name="description"]', "content")).toBe(site.description);
    expect(attr('link[rel="canonical"]', "href")).toBe(new URL("/", site.siteUrl).toString());
  });

  it("titles other pages, links them canonically with a trailing slash and lists every profile once", () => {
    answer(queried("site.json"));
    render(<Seo title="My Projects" description="The projects." pathname="/projects" />);
    expect(document.querySelector("title")).toHaveTextContent(shown(`My Projects | ${site.name}`));
    expect(attr('meta[property="og:description"]', "content")).toBe("The projects.");
    expect(attr('link[rel="canonical"]', "href")).toBe(new URL("/projects/", site.siteUrl).toString());
    const [person] = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(person).toMatchObject({ name: site.name, jobTitle: site.role, email: `mailto:${site.email}` });
    // site.json's location is "City, Country", with a comma of its script: the city, without the spaces around it.
    expect(person.address.addressLocality).toBe(site.location.split(PLACE_PARTS)[0].trim());
    expect(person.sameAs).toEqual([...new Set(socialLinks.map((s: { link: string }) => s.link))]);
  });

  it("fails with an error naming content/site.json when there is no siteJson node", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    answer(null);
    expect(() => render(<Seo pathname="/" />)).toThrow(/content\/site\.json/);
  });
});

describe("Seo in the site's language", () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ["pl", "pl_PL", "pl"],
    ["ur-PK", "ur_PK", "ur-PK"],
    // Open Graph's default, and English, the site's: left unsaid, as the launch pages leave them.
    ["en", undefined, undefined],
  ])("for %s, says og:locale %s and inLanguage %s", (language, ogLocale, inLanguage) => {
    jest.mocked(useStaticQuery).mockReturnValue({
      ...staticQueryAnswer(),
      ...siteContentAnswer({ ...queried("site.json"), language }, {}, 1),
      allSocialLinksJson: { nodes: socialLinks },
    });
    render(<Seo pathname="/" />);
    expect(attr('meta[property="og:locale"]', "content")).toBe(ogLocale);
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data.find((d: { "@type": string }) => d["@type"] === "WebSite").inLanguage).toBe(inLanguage);
  });
});
