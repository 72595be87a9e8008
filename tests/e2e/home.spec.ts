import path from "node:path";
import { publishedName } from "../../src/build/published-files";
import { directionOf } from "../../src/content/language-direction";
import { SITE_SHARE_IMAGE_PATH } from "../../src/utils/site-share-image-path";
import { fillLabel, listText } from "../../src/content/label-text";
import { FROM_CONTENT, labels, projectsInOrder, readContent, shown, siteLanguage } from "./content";
import { expect, test } from "./fixtures";

const site = readContent("site.json");
const projects = projectsInOrder();
const words = labels();

test.describe("home page", FROM_CONTENT, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  // What the page shows before anyone scrolls or clicks, read from one load of it.
  test("shows its head, sections, strips, cards, contact section, footer and images, as the content files say", async ({
    page,
  }) => {
    await test.step("has the title, description, canonical URL, sharing tags, language and direction", async () => {
      await expect(page).toHaveTitle(`${site.name} – ${site.role}`);
      await expect(page.locator("html")).toHaveAttribute("lang", siteLanguage());
      // Prose and cards' headings break a long word as the page's language hyphenates it; the page's and sections'
      // headings keep theirs whole.
      const hyphens = (selector: string) =>
        page.locator(selector).evaluateAll((all) => [...new Set(all.map((e) => getComputedStyle(e).hyphens))]);
      expect(await hyphens("main p, main h3")).toEqual(["auto"]);
      expect(await hyphens("main h1, main h2")).toEqual(["manual"]);
      // Laid out from the right for a language written right to left; left to right is the browser's default.
      expect(await page.locator("html").getAttribute("dir")).toBe(directionOf(siteLanguage()) === "rtl" ? "rtl" : null);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", site.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        `${site.siteUrl}${SITE_SHARE_IMAGE_PATH}`,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    });
    await test.step("shows its sections, each named by its own heading, from the hero to the contact section", async () => {
      // As the page has them: a section added to / is held to the same.
      const sections = await page.locator("main > section").evaluateAll((sections) =>
        sections.map((section) => {
          const heading = document.getElementById(section.getAttribute("aria-labelledby") ?? "");
          return {
            id: section.id,
            named: section.getAttribute("aria-labelledby"),
            heading: heading && section.contains(heading) ? heading.tagName : null,
          };
        }),
      );
      expect(sections.map((s) => s.heading)).toEqual(["H1", ...sections.slice(1).map(() => "H2")]);
      expect(sections.length).toBeGreaterThan(2);
      expect(sections.at(-1)!.id).toBe("contact");
      // The order the parts the spec names come in; any other section may stand between them.
      const specOrder = ["hero-title", "work-title", "tech-title", "features-title", "contact-title"];
      expect(sections.map((s) => s.named).filter((named) => specOrder.includes(named!))).toEqual(specOrder);
      await expect(page.locator("header").first()).toBeVisible();
      await expect(page.locator("footer")).toBeVisible();
    });
    await test.step("technology marquee lists every icon twice, the copy hidden from assistive technology", async () => {
      const icons = readContent("tech-icons.json");
      const lists = page.locator("section[aria-labelledby='tech-title'] ul");
      await expect(lists).toHaveCount(2);
      await expect(lists.nth(0).locator("li")).toHaveCount(icons.length);
      await expect(lists.nth(1).locator("li")).toHaveCount(icons.length);
      await expect(lists.nth(1)).toHaveAttribute("aria-hidden", "true");
      const visible = page.getByRole("list", { name: words.techList, exact: true }).getByRole("listitem");
      await expect(visible).toHaveCount(icons.length);
      expect(await visible.allTextContents()).toEqual(icons.map((i: { name: string }) => i.name));
    });
    await test.step("client strip shows every logo with its name as alt text", async () => {
      const logos = page.getByRole("list", { name: words.clientsList, exact: true }).getByRole("img");
      await expect(logos).toHaveCount(readContent("client-logos.json").length);
      expect(await logos.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")))).toEqual(
        readContent("client-logos.json").map((l: { name: string }) => l.name),
      );
    });
    await test.step("value cards, feature cards, roles and skills", async () => {
      for (const kind of ["values", "feature"] as const) {
        const section = page.locator(`section[aria-labelledby='${kind === "values" ? kind : "features"}-title']`);
        const titles = await section.getByRole("heading", { level: 3 }).allTextContents();
        expect(titles).toEqual(
          readContent(`${kind === "values" ? "value" : "feature"}-cards.json`).map((c) => c.title),
        );
      }
      const roles = page.locator("section[aria-labelledby='roles-title'] li");
      expect(await roles.allTextContents()).toEqual(readContent("roles.json").map((role) => role.name));
      const skills = page.locator("#skills");
      await expect(skills.getByRole("heading", { level: 2 })).toHaveText(words.skillsTitle);
      await expect(skills.getByText(words.skillsSubtitle, { exact: true })).toBeVisible();
      const cards = skills.locator("li");
      await expect(cards).toHaveCount(readContent("skills.json").length);
      await expect(cards.locator("img")).toHaveCount(readContent("skills.json").length);
    });
    await test.step("contact section renders the form and the 'Connect with me' card, with the CV", async () => {
      const contact = page.locator("#contact");
      await expect(contact.getByRole("heading", { level: 2 })).toHaveText(words.contactTitle);
      const field = (name: string) => contact.getByLabel(name, { exact: true });
      await expect(field(words.nameField)).toHaveAttribute("placeholder", words.namePlaceholder);
      await expect(field(words.emailField)).toHaveAttribute("type", "email");
      await expect(field(words.emailField)).toHaveAttribute("placeholder", words.emailPlaceholder);
      await expect(field(words.messageField)).toHaveAttribute("rows", "2");
      await expect(field(words.messageField)).toHaveAttribute("placeholder", words.messagePlaceholder);
      await expect(contact.getByRole("button", { name: words.send, exact: true })).toBeDisabled();
      const card = contact.getByRole("complementary", { name: words.connectTitle, exact: true });
      // The profiles social-links.json marks inContact, each by its address, then the email address and the CV.
      const offered = readContent("social-links.json").filter((profile) => profile.inContact);
      await expect(card.getByRole("link")).toHaveCount(offered.length + 2);
      for (const [i, { link }] of offered.entries())
        await expect(card.getByRole("link").nth(i)).toHaveAttribute("href", link);
      await expect(card.locator(`a[href="mailto:${site.email}"]`)).toContainText(words.emailChannel);
      await expect(card.locator('a[href="/cv/"]')).toContainText(words.cv);
      await expect(card).toContainText(words.currentLocation);
      await expect(card).toContainText(site.location);
    });
    await test.step("footer: terms label, the social links in new tabs, copyright with this year", async () => {
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(words.terms);
      const links = footer.getByRole("link");
      await expect(links).toHaveCount(readContent("social-links.json").length);
      for (const social of readContent("social-links.json")) {
        const link = footer.getByRole("link", { name: fillLabel(words.newTab, { link: social.name }), exact: true });
        await expect(link).toHaveAttribute("href", social.link);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      await expect(footer).toContainText(
        fillLabel(words.copyright, { year: new Date().getFullYear(), name: site.name }).replace(/\s+/g, " "),
      );
    });
    await test.step("every image has its size set and alt text", async () => {
      const missing = await page.locator("img").evaluateAll((imgs) =>
        imgs
          .filter((img) => !img.closest("[aria-hidden='true']"))
          .filter(
            (img) =>
              !img.hasAttribute("alt") || (!img.hasAttribute("width") && !img.closest("[data-gatsby-image-wrapper]")),
          )
          .map((img) => img.outerHTML.slice(0, 120)),
      );
      expect(missing).toEqual([]);
    });
    await test.step("the icons drawn at build are served, and the ones shown are sharp at the screen's density", async () => {
      const icons = page.locator("img[srcset]:not(picture img)");
      const sets = await icons.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("srcset")!));
      // And each icon's part drawn in currentColor: a mask of the text's colour around it, so it reads in either theme.
      const tinted = await page.locator("img[style*='mask-image']").evaluateAll((imgs) =>
        imgs.map((img) => {
          const style = getComputedStyle(img);
          return {
            mask: /url\("?([^")]+)/.exec(style.maskImage)?.[1] ?? "",
            paint: style.backgroundColor,
            text: style.color,
          };
        }),
      );
      for (const { paint, text } of tinted) expect(paint).toBe(text);
      const urls = new Set([
        ...sets.flatMap((set) => set.split(", ").map((candidate) => candidate.split(" ")[0]!)),
        ...tinted.map(({ mask }) => new URL(mask).pathname),
      ]);
      expect(urls.size).toBeGreaterThan(0);
      for (const url of urls) {
        const response = await page.request.get(url);
        expect([url, response.status(), response.headers()["content-type"]]).toEqual([url, 200, "image/png"]);
      }
      // The rotating words' icons load at once; each picks a drawing at least as wide as its box in device pixels
      // (naturalWidth gives the box's CSS width for a srcset candidate, so the drawing's width is read from srcset).
      const shown = page.locator(".hero-words img");
      await expect
        .poll(() =>
          shown.evaluateAll((imgs: HTMLImageElement[]) =>
            imgs
              .filter((img) => {
                const candidate = img.srcset.split(", ").find((c) => img.currentSrc.endsWith(c.split(" ")[0]!));
                const drawnWidth = Number(candidate?.split(" ")[1]?.replace("w", "") ?? 0);
                // A drawing (SVG) has no srcset: it is sharp at any size.
                const raster = img.srcset !== "";
                return !img.complete || (raster && drawnWidth < img.getBoundingClientRect().width * devicePixelRatio);
              })
              .map((img) => img.currentSrc || img.src),
          ),
        )
        .toEqual([]);
    });
  });

  test("hero: headline, the rotating words with images, intro, button and video", async ({ page }) => {
    // Its three lines, the rotating words in the first, and what screen readers hear of them.
    const texts = readContent("hero-words.json").map((w) => w.text);
    // The words twice, so that a round of the rotation ends where it began; a single word once.
    const strip = texts.length > 1 ? [...texts, ...texts] : texts;
    const [before, after] = words.headlineStart.split("{words}");
    const heard = listText(texts, words.listMore, words.listLast);
    const lines = await page.locator(".hero-line").evaluateAll((spans) => spans.map((span) => span.textContent ?? ""));
    expect(lines.map(shown)).toEqual(
      [`${before}${strip.join("")}${heard}${after}`, words.headlineMiddle, words.headlineEnd].map(shown),
    );
    const rotating = page.locator(".hero-words > span");
    await expect(rotating.locator("img")).toHaveCount(strip.length);
    expect(await rotating.allTextContents()).toEqual(strip);
    // The intro is the hero's one paragraph (a short intro may match other texts on the page).
    await expect(page.locator("section[aria-labelledby='hero-title']").getByRole("paragraph")).toHaveText(site.intro);
    await expect(page.getByRole("link", { name: words.seeMyWork, exact: true })).toBeVisible();

    const video = page.locator("video");
    const poster = await video.getAttribute("poster");
    const { name, ext } = path.parse(site.heroVideoPoster);
    expect(decodeURIComponent(poster!.split("/").at(-1)!)).toBe(`${publishedName(name)}${ext}`);
    expect((await page.request.get(poster!)).status()).toBe(200);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline])).toEqual([true, true, true]);
    // It starts by itself once the page has loaded.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    await page.getByRole("button", { name: words.pauseVideo, exact: true }).click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  // Its 'View All Projects' leads to /projects/ in-app: first-paint.spec.ts.
  test("project showcase: the first projects by id, featured and two smaller, with links in new tabs", async ({
    page,
  }) => {
    const articles = page.locator("#work article");
    const shown = projects.slice(0, 3);
    await expect(articles).toHaveCount(shown.length);
    for (const [i, project] of shown.entries()) {
      const article = articles.nth(i);
      await expect(article.getByRole("heading", { name: project.title, exact: true })).toBeVisible();
      const screenshot = fillLabel(words.screenshotOf, { title: project.title });
      await expect(article.getByRole("img", { name: screenshot, exact: true })).toBeVisible();
      for (const [label, href] of [
        [words.liveLink, project.liveLink],
        [words.githubRepo, project.githubLink],
      ]) {
        const link = article.getByRole("link", {
          name: fillLabel(words.newTab, { link: fillLabel(words.projectLink, { link: label, title: project.title }) }),
          exact: true,
        });
        await expect(link).toHaveAttribute("href", href);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    }
  });
});
