/** @jest-environment jsdom */
import { Head } from "../../../src/templates/case-study";
import { fillLabel } from "../../../src/content/label-text";
import { contentLabels, queried, readContent, renderOnSite, shown, siteContent } from "../../support/content-fixture";

const site = readContent<Record<string, string>>("site.json");
const projects = queried("projects.json");
const attr = (selector: string, name = "content") => document.querySelector(selector)?.getAttribute(name);

const slugs: string[] = projects.map((p: { slug: string }) => p.slug);

describe.each(slugs)("the head of the case study of %s", (slug) => {
  const project = projects.find((p: { slug: string }) => p.slug === slug);
  const url = `${site.siteUrl}/projects/${slug}/`;
  const image = `${site.siteUrl}/share/projects/${slug}.png`;

  beforeEach(() => {
    const { site: siteJson, labels, navItems, socialLinks, language } = siteContent();
    const data = {
      siteJson,
      labelsJson: { texts: labels },
      allNavItemsJson: { nodes: navItems },
      allSocialLinksJson: { nodes: socialLinks },
      projectsJson: project,
      allProjectsJson: { nodes: projects },
    };
    const pageContext = { ...language, slug };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- HeadProps carries more than Head reads
    renderOnSite(<Head {...({ data, pageContext, location: { pathname: `/projects/${slug}/` } } as any)} />);
  });

  it("has its own title, description, canonical URL and share image", () => {
    const title = fillLabel(contentLabels().caseStudyTitle, { title: project.title });
    expect(document.querySelector("title")).toHaveTextContent(shown(`${title} | ${site.name}`));
    expect(attr('meta[name="description"]')).toBe(project.description);
    expect(attr('link[rel="canonical"]', "href")).toBe(url);
    expect(attr('meta[property="og:url"]')).toBe(url);
    expect(attr('meta[property="og:image"]')).toBe(image);
    expect(attr('meta[name="twitter:image"]')).toBe(image);
    expect(attr('meta[property="og:image:width"]')).toBe("1200");
    expect(attr('meta[property="og:image:height"]')).toBe("630");
    expect(attr('meta[property="og:image:alt"]')).toContain(project.title);
    expect(attr('meta[name="twitter:image:alt"]')).toBe(attr('meta[property="og:image:alt"]'));
  });

  it("describes the case study in JSON-LD as a CreativeWork by the owner", () => {
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    const person = data.find((d: { "@type": string }) => d["@type"] === "Person");
    const work = data.find((d: { "@type": string }) => d["@type"] === "CreativeWork");
    expect(work).toMatchObject({ name: project.title, description: project.description, url, image });
    expect(work.author["@id"]).toBe(person["@id"]);
    expect(work.author.name).toBe(site.name);
  });
});
