import { expect, test } from "./fixtures";
import { caseStudyPath } from "../../src/utils/case-study-path";
import { FROM_CONTENT, projectsInOrder, readContent, readContentFile, sitePages } from "./content";

const site = readContent("site.json");

test.describe("security headers", () => {
  for (const path of [...sitePages(), "/no-such-page/"]) {
    test(`${path} is served with the security headers and a strict CSP`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\).*usb=\(\)/,
      );
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(headers["cross-origin-embedder-policy"]).toBeUndefined();

      const csp = Object.fromEntries(
        headers["content-security-policy"].split(";").map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(csp["default-src"]).toEqual(["'none'"]);
      expect(csp["script-src"].slice(0, 2)).toEqual(["'self'", "https://challenges.cloudflare.com"]);
      expect(csp["script-src"].slice(2).every((v: string) => v.startsWith("'sha256-"))).toBe(true);
      expect(csp["style-src"][0]).toBe("'self'");
      expect(csp["connect-src"]).toEqual(["'self'", "https://api.emailjs.com"]);
      expect(csp["frame-src"]).toEqual(["https://challenges.cloudflare.com"]);
      for (const directive of ["base-uri", "form-action", "frame-ancestors"])
        expect(csp[directive]).toEqual(["'none'"]);
      expect(headers["content-security-policy"]).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    });
  }
});

test.describe("search engines and sharing", () => {
  test(
    "robots.txt points at the sitemap, which lists the pages, every case study's too",
    FROM_CONTENT,
    async ({ request }) => {
      const robots = await (await request.get("/robots.txt")).text();
      expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`);
      const index = await (await request.get("/sitemap-index.xml")).text();
      const sitemapUrl = /<loc>([^<]+)<\/loc>/.exec(index)![1];
      const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
      for (const path of ["/", "/projects/", "/cv/", ...projectsInOrder().map(({ slug }) => caseStudyPath(slug))])
        expect(sitemap).toContain(`<loc>${site.siteUrl}${path}</loc>`);
      expect(sitemap).not.toContain("404");
    },
  );

  test(
    "the home page describes the owner and the site in JSON-LD, with the owner's icon, a manifest and a sharing image",
    FROM_CONTENT,
    async ({ page, request }) => {
      await page.goto("/");
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      const person = data.find((d: { "@type": string }) => d["@type"] === "Person");
      expect(person).toMatchObject({
        name: site.name,
        jobTitle: site.role,
        url: `${site.siteUrl}/`,
        address: { addressCountry: site.countryCode },
      });
      expect(person.sameAs).toEqual([...new Set(readContent("social-links.json").map(({ link }) => link))]);
      expect(data.find((d: { "@type": string }) => d["@type"] === "WebSite")).toMatchObject({
        url: `${site.siteUrl}/`,
      });

      const manifest = await page.locator('link[rel="manifest"]').getAttribute("href");
      const json = await (await request.get(manifest!)).json();
      expect(json).toMatchObject({ short_name: site.shortName, theme_color: "#07070d", start_url: "/" });
      expect(json.icons.length).toBeGreaterThan(3);

      // The tab's icon is the owner's file, as it is.
      const icon = await page.locator('link[rel="icon"]').getAttribute("href");
      expect(await (await request.get(icon!)).body()).toEqual(readContentFile(site.icon));

      // The sharing image the page names, drawn by the build: the one the Person's image is too.
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(person.image).toBe(image);
      const og = await request.get(new URL(image!).pathname);
      expect(og.headers()["content-type"]).toBe("image/png");
      const png = await og.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    },
  );
});
