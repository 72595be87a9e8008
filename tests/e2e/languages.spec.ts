import AxeBuilder from "@axe-core/playwright";
import { parse } from "node-html-parser";
import { CV_PAPERS, cvPdfPath } from "../../src/cv/cv-paths";
import { directionOf } from "../../src/content/language-direction";
import { urlPath } from "../../src/utils/url-path";
import { FROM_CONTENT, languages, readContent, readTranslation, sitePages } from "./content";
import { expect, test } from "./fixtures";

// The site in each of the content's languages (content/translations/): on a site in one, only that its pages name no
// other. `npm test` builds its generated site in two, one written right to left (tests/support/content-sets.ts).
const all = languages();
const siteUrl = readContent("site.json").siteUrl;
const at = (path: string) => new URL(path, siteUrl).href;
/** A language's words for a file: its translation's, or content/'s own for the first. */
const wordsOf = <F extends Parameters<typeof readContent>[0]>(translation: string, file: F) =>
  (translation ? readTranslation(translation, file) : readContent(file)) as ReturnType<typeof readContent<F>>;

test(
  "every page links itself in each language, x-default the first's, both ways, and the sitemap says so",
  FROM_CONTENT,
  async ({ request }) => {
    const expected = (path: string) =>
      all.length < 2 ? [] : [...all.map(({ tag, prefix }) => [tag, at(prefix + path)]), ["x-default", at(path)]];
    const sitemap = parse(await (await request.get("/sitemap-0.xml")).text());
    for (const path of sitePages({ every: true })) {
      for (const { prefix, tag } of all) {
        const page = await request.get(prefix + path);
        expect(page.status(), prefix + path).toBe(200);
        const html = parse(await page.text());
        expect(html.querySelector("html")!.getAttribute("lang"), prefix + path).toBe(tag);
        const alternates = html
          .querySelectorAll('link[rel="alternate"][hreflang]')
          .map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]);
        expect(alternates, prefix + path).toEqual(expected(path));
        expect(html.querySelector('link[rel="canonical"]')!.getAttribute("href")).toBe(at(prefix + path));
        const listed = sitemap
          .querySelectorAll("url")
          .find((url) => url.querySelector("loc")!.text === at(prefix + path));
        expect(listed, `${prefix + path} in the sitemap`).toBeTruthy();
        const links = listed!
          .querySelectorAll("xhtml\\:link")
          .map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]);
        expect(links, `${prefix + path}'s alternates in the sitemap`).toEqual(expected(path));
      }
    }
  },
);

test(
  "each language's pages speak it: its direction, its words, its CV files named with the owner's letters, its 404",
  FROM_CONTENT,
  async ({ request }) => {
    for (const { prefix, tag, translation } of all) {
      const site = wordsOf(translation, "site.json");
      const name = site.name ?? readContent("site.json").name;
      const home = parse(await (await request.get(`${prefix}/`)).text());
      expect(home.querySelector("html")!.getAttribute("dir") ?? "ltr").toBe(directionOf(tag));
      // Its own words: the owner's role in its title, as its translation gives it.
      expect(home.querySelector("title")!.text.replace(/\s+/g, " ")).toContain(
        (site.role ?? readContent("site.json").role).replace(/\s+/g, " ").trim(),
      );
      const resume = (await (await request.get(`${prefix}/resume.json`)).json()) as { meta: { language: string } };
      expect(resume.meta.language).toBe(tag);
      for (const paper of CV_PAPERS) {
        const pdf = await request.get(urlPath(prefix + cvPdfPath(name, paper)));
        expect(pdf.status(), prefix + cvPdfPath(name, paper)).toBe(200);
      }
      const missing = await request.get(`${prefix}/no-such-page/`);
      expect(missing.status()).toBe(404);
      expect(
        parse(await missing.text())
          .querySelector("html")!
          .getAttribute("lang"),
      ).toBe(tag);
    }
  },
);

test(
  "the language button opens by keyboard, names each language in itself, and leads to the same section there",
  FROM_CONTENT,
  async ({ page }) => {
    test.skip(all.length < 2, "the site is in one language");
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/#contact");
    const button = page.locator("header summary");
    // Its name says what it does in the page's language, and holds what it shows (the language's code).
    const [first] = all;
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(button).toHaveAccessibleName(
      new RegExp(`${escaped(first!.name)}.*${escaped(first!.tag.split("-")[0]!.toUpperCase())}$`),
    );
    await button.focus();
    await page.keyboard.press("Enter");
    const links = page.locator("header details a");
    await expect(links).toHaveCount(all.length - 1);
    for (const [i, { tag, name }] of all.slice(1).entries()) {
      await expect(links.nth(i)).toHaveText(name);
      await expect(links.nth(i)).toHaveAttribute("lang", tag);
      await expect(links.nth(i)).toHaveAttribute("hreflang", tag);
    }
    // Open, at a phone's width, in either direction: nothing wider than the screen, and axe finds nothing.
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page }).include("header").setLegacyMode(true).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    const [, other] = all;
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname + url.hash === `${other!.prefix}/#contact`);
    await expect(page.locator("html")).toHaveAttribute("lang", other!.tag);
  },
);
