/** @jest-environment jsdom */
import { Seo } from "../../../src/components/seo";
import { PLACE_PARTS } from "../../../src/utils/owner-place";
import {
  queried,
  readContent,
  renderOnSite,
  shown,
  siteContent,
  siteContentAnswer,
} from "../../support/content-fixture";

const site = readContent<Record<string, string>>("site.json");
const socialLinks = queried("social-links.json");

const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);

describe("Seo", () => {
  afterEach(() => jest.restoreAllMocks());

  it("titles the home page with the owner's name and role from content/site.json", () => {
    renderOnSite(<Seo pathname="/" />);
    expect(document.querySelector("title")).toHaveTextContent(shown(`${site.name} – ${site.role}`));
    expect(attr('meta[name="description"]', "content")).toBe(site.description);
    expect(attr('link[rel="canonical"]', "href")).toBe(new URL("/", site.siteUrl).toString());
  });

  it("titles other pages, links them canonically with a trailing slash and lists every profile once", () => {
    renderOnSite(<Seo title="My Projects" description="The projects." pathname="/projects" />);
    expect(document.querySelector("title")).toHaveTextContent(shown(`My Projects | ${site.name}`));
    expect(attr('meta[property="og:description"]', "content")).toBe("The projects.");
    expect(attr('link[rel="canonical"]', "href")).toBe(new URL("/projects/", site.siteUrl).toString());
    const [person] = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(person).toMatchObject({ name: site.name, jobTitle: site.role, email: `mailto:${site.email}` });
    // site.json's location is "City, Country", with a comma of its script: the city, without the spaces around it.
    expect(person.address.addressLocality).toBe(site.location.split(PLACE_PARTS)[0].trim());
    expect(person.sameAs).toEqual([...new Set(socialLinks.map((s: { link: string }) => s.link))]);
  });

  it("on a site in one language, names no other: no alternate, no og:locale:alternate", () => {
    renderOnSite(<Seo pathname="/projects/" />);
    expect(document.querySelectorAll('link[rel="alternate"], meta[property="og:locale:alternate"]')).toHaveLength(0);
  });

  it("links the page to its twin in each language both ways, and names the owner by one @id in every one", () => {
    const twins = [
      { tag: "en", name: "English", path: "/projects/", ogLocale: "en_US" },
      { tag: "de", name: "Deutsch", path: "/de/projects/", ogLocale: "de_DE" },
    ];
    const german = siteContentAnswer({ ...queried("site.json"), language: "de" }, {}, 1).siteJson;
    renderOnSite(<Seo pathname="/de/projects/" />, {
      ...siteContent(),
      site: german,
      language: { translation: "de", prefix: "/de", twins },
    });
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((l) => [
      l.getAttribute("hreflang"),
      l.getAttribute("href"),
    ]);
    expect(alternates).toEqual([
      ["en", new URL("/projects/", site.siteUrl).href],
      ["de", new URL("/de/projects/", site.siteUrl).href],
      ["x-default", new URL("/projects/", site.siteUrl).href],
    ]);
    expect(attr('link[rel="canonical"]', "href")).toBe(new URL("/de/projects/", site.siteUrl).href);
    expect(attr('meta[property="og:locale"]', "content")).toBe("de_DE");
    expect(attr('meta[property="og:locale:alternate"]', "content")).toBe("en_US");
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data.find((d: { "@type": string }) => d["@type"] === "Person")["@id"]).toBe(
      `${new URL("/", site.siteUrl).href}#person`,
    );
    expect(data.find((d: { "@type": string }) => d["@type"] === "WebSite")).toMatchObject({
      inLanguage: "de",
      url: new URL("/de/", site.siteUrl).href,
    });
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
    const inLanguageSite = siteContentAnswer({ ...queried("site.json"), language }, {}, 1).siteJson;
    renderOnSite(<Seo pathname="/" />, { ...siteContent(), site: inLanguageSite });
    expect(attr('meta[property="og:locale"]', "content")).toBe(ogLocale);
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data.find((d: { "@type": string }) => d["@type"] === "WebSite").inLanguage).toBe(inLanguage);
  });
});
