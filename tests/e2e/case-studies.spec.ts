import sharp from "sharp";
import { expect, test } from "./fixtures";
import { fillLabel } from "../../src/content/label-text";
import { FROM_CONTENT, labels, projectsInOrder, readContent } from "./content";
import { followInApp } from "./in-app";

const projects = projectsInOrder();
const site = readContent("site.json");
const words = labels();

test.describe("case studies", FROM_CONTENT, () => {
  for (const project of projects) {
    const path = `/projects/${project.slug}/`;

    test(`${path} is the case study of ${project.title}, with its own head`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(`${fillLabel(words.caseStudyTitle, { title: project.title })} | ${site.name}`);
      const meta = (selector: string, name = "content") => page.locator(selector).getAttribute(name);
      expect(await meta('meta[name="description"]')).toBe(project.description);
      expect(await meta('link[rel="canonical"]', "href")).toBe(`${site.siteUrl}${path}`);
      const image = `${site.siteUrl}/share/projects/${project.slug}.png`;
      expect(await meta('meta[property="og:image"]')).toBe(image);
      expect(await meta('meta[name="twitter:image"]')).toBe(image);
      expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
      expect([await meta('meta[property="og:image:width"]'), await meta('meta[property="og:image:height"]')]).toEqual([
        "1200",
        "630",
      ]);
      expect(await meta('meta[property="og:image:alt"]')).toBe(
        fillLabel(words.caseStudyShareAlt, { title: project.title, category: project.category, name: site.name }),
      );

      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      const person = data.find((d: { "@type": string }) => d["@type"] === "Person");
      const work = data.find((d: { "@type": string }) => d["@type"] === "CreativeWork");
      expect(work).toMatchObject({ name: project.title, url: `${site.siteUrl}${path}`, image });
      expect(work.author["@id"]).toBe(person["@id"]);
    });

    test(`${project.title}'s share image is a 1200×630 PNG`, async ({ request }) => {
      const response = await request.get(`/share/projects/${project.slug}.png`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const { format, width, height } = await sharp(await response.body()).metadata();
      expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
    });
  }

  test("each showcase item on / leads to its case study, and the case study back to /projects", async ({ page }) => {
    await page.goto("/");
    const showcased = projects.slice(0, 3);
    const caseStudyLink = (title: string) =>
      page.getByRole("link", { name: fillLabel(words.projectLink, { link: words.readCaseStudy, title }), exact: true });
    for (const project of showcased)
      await expect(caseStudyLink(project.title)).toHaveAttribute("href", `/projects/${project.slug}/`);
    const first = showcased[0];
    const link = caseStudyLink(first.title);
    // Clicked as a visitor does: once the item has slid in where they see it, and the page has come alive.
    await link.scrollIntoViewIfNeeded();
    const settled = (a: Element) => {
      const { opacity, transform } = getComputedStyle(a.closest(".showcase-item") ?? a);
      return opacity === "1" && /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/.test(transform);
    };
    await expect.poll(() => link.evaluate(settled)).toBe(true);
    await followInApp(page, link, `/projects/${first.slug}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    await page
      .getByRole("navigation", { name: words.moreProjects, exact: true })
      .getByRole("link", { name: words.allProjects, exact: true })
      .click();
    await expect(page).toHaveURL("/projects/");
  });
});
