/** @jest-environment jsdom */
import { cleanup, screen, within } from "@testing-library/react";
import fc from "fast-check";
import { balancedColumns } from "../../../src/components/balanced-list";
import { checkContent, formatProblem } from "../../../src/content/check-content";
import { contentArbitrary, type ContentSet, type ContentSize } from "../../../src/content/content-arbitrary";
import {
  type Collection,
  contentCollections,
  type ListCollection,
  SECTION_ANCHORS,
} from "../../../src/content/content-schema";
import { undrawableBy } from "../../../src/content/drawable-text";
import { jsonResumeProblems } from "../../../src/cv/check-json-resume";
import { jsonResume } from "../../../src/cv/json-resume";
import { fillLabel, labelPieces } from "../../../src/content/label-text";
import { siteLabels, type WrittenLabels } from "../../../src/content/site-labels";
import { cardIndex } from "../../../src/utils/format";
import {
  cvSources,
  languageOf,
  pageHtml,
  projectsInOrder,
  renderPage,
  type SitePage,
} from "../../support/content-pages";
import { fixedWordProblems, placeOf, readPageWords } from "../../support/fixed-words";
import { shown, shownName } from "../../support/shown-text";
import { FILE_POOL, contentSeed } from "../../support/content-sets";
import { launchFactsIn, textsOf } from "../../support/launch-facts";

/**
 * Whatever the content check accepts, the site is made from and shows whole: content sets generated from the content
 * schema, the smallest, the largest and any between, each checked, then every page rendered from it. The seed is this
 * commit's (CONTENT_SEED makes another); a failure prints the seed and the smallest content that fails.
 */
const seed = contentSeed();
const runs: [ContentSize, number][] = [
  ["smallest", 3],
  ["largest", 2],
  ["any", Number(process.env.CONTENT_RUNS ?? 20)],
];
const undrawable = undrawableBy(process.cwd());

/** The list files shown as a section of /: all but the projects, the navbar's links and the footer's. */
const sectionLists = (Object.entries(contentCollections()) as [keyof ContentSet, Collection][]).filter(
  (collection): collection is [keyof ContentSet, ListCollection] =>
    collection[1].shape === "list" && !["projects.json", "nav-items.json", "social-links.json"].includes(collection[0]),
);

/**
 * Matches the element that shows `text` whole, at its innermost: a text may be in pieces, a phrase in another language
 * in a span of its own (site.json's otherLanguages).
 */
const wholeText = (text: string) => {
  const whole = (element: Element | null) => shown(element?.textContent ?? "") === text;
  return (_: string, element: Element | null) => whole(element) && ![...element!.children].some(whole);
};

type Entry = Record<string, unknown> & { text: string; name: string; title: string; label: string };
const entries = (set: ContentSet, file: keyof ContentSet) => set[file] as Entry[];
const projectsOf = (set: ContentSet) =>
  projectsInOrder(set["projects.json"] as (Entry & { id: number; slug: string })[]);
/** The set's fixed words, as its pages show them. */
const labelsOf = (set: ContentSet) =>
  siteLabels((set["labels.json"] ?? {}) as WrittenLabels, {
    language: languageOf(set),
    projects: projectsOf(set).length,
  });

/**
 * Fails on anything React warns about while rendering (a duplicate key, say), but the `fetchPriority` that React 18
 * does not know yet and passes to the <img> as it is, where browsers read it.
 */
let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!args.includes("fetchPriority")) warnings.push(args.join(" ").slice(0, 300));
  });
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
  expect(warnings).toEqual([]);
});

const property = (name: string, check: (set: ContentSet) => void) =>
  describe(name, () => {
    it.each(runs)("for the %s content (%i sets)", (size, numRuns) => {
      fc.assert(
        fc.property(contentArbitrary(FILE_POOL, size), (set) => {
          // First, so a set that failed leaves nothing behind for the next one, while fast-check shrinks it.
          cleanup();
          check(set);
        }),
        // Shrinking renders pages again and again: past a minute, a failure is reported as far as it got.
        { seed, numRuns, interruptAfterTimeLimit: 60_000 },
      );
    });
  });

/** The entries of a balanced list, and whether its rows are as even as `most` columns allow. */
function expectBalanced(list: HTMLElement) {
  const count = list.children.length;
  for (const at of ["base", "sm", "md", "lg"]) {
    const most = list.style.getPropertyValue(`--most-${at}`);
    if (most) expect(list.style.getPropertyValue(`--cols-${at}`)).toBe(String(balancedColumns(count, Number(most))));
  }
}

property("the content check accepts it, and the CV made from it is valid JSON Resume in the PDF's font", (set) => {
  const source = {
    read: (name: string) => JSON.stringify(set[name as keyof ContentSet]),
    exists: () => true,
    undrawable,
  };
  expect(checkContent(source).map(formatProblem)).toEqual([]);
  const resume = jsonResume(cvSources(set));
  expect(jsonResumeProblems(resume)).toEqual([]);
  // Every text the build draws itself (the PDF, and the share images' titles, categories and byline) can be drawn.
  const { name, role } = set["site.json"] as Entry;
  const shares = projectsOf(set).flatMap((p) => [p.title, p.category as string]);
  const drawn = [JSON.stringify(resume), name, role, ...shares];
  expect(drawn.flatMap((text) => undrawable(String(text)))).toEqual([]);
});

property("/ shows every entry of every collection, in the content's order", (set) => {
  renderPage(set, "/");
  const main = within(screen.getByRole("main"));
  const hero = screen.getByRole("heading", { level: 1 });
  for (const word of entries(set, "hero-words.json")) expect(hero).toHaveTextContent(shown(word.text));
  const counters = within(document.getElementById("counters")!);
  for (const stat of entries(set, "stats.json"))
    expect(counters.getAllByText(wholeText(shown(stat.label)))[0]).toBeInTheDocument();
  const showcased = projectsOf(set).slice(0, 3);
  expect(
    main
      .getAllByRole("heading", { level: 3 })
      .slice(0, showcased.length)
      .map((h) => shown(h.textContent!)),
  ).toEqual(showcased.map((p) => shown(p.title)));
  // Every other list file is a section of /, a new one too: each entry shows its name, as text or as a picture's.
  for (const [file, { uniqueBy }] of sectionLists)
    for (const entry of entries(set, file)) {
      const name = shown(String(entry[uniqueBy![0]!]));
      const pictured = main.queryAllByRole("img", { name: (alt) => shown(alt) === name });
      const found = [...main.queryAllByText(wholeText(name)), ...pictured].length > 0;
      expect({ file, name, found }).toEqual({ file, name, found: true });
    }
  const words = labelsOf(set);
  const nav = within(screen.getByRole("navigation", { name: (name) => shown(name) === shown(words.navigation) }));
  expect(nav.getAllByRole("link").map((a) => shown(a.textContent!))).toEqual(
    entries(set, "nav-items.json").map((n) => shown(n.name)),
  );
  for (const anchor of SECTION_ANCHORS) expect(document.getElementById(anchor)).toBeInTheDocument();
  const footer = within(screen.getByRole("contentinfo"));
  for (const { name } of entries(set, "social-links.json"))
    expect(
      footer.getByRole("link", { name: (label) => shown(label) === shown(fillLabel(words.newTab, { link: name })) }),
    ).toBeInTheDocument();
  // The profiles marked inContact, in the contact card too, before the email address.
  const card = within(screen.getByRole("complementary", { name: (name) => shown(name) === shown(words.connectTitle) }));
  const offered = entries(set, "social-links.json").filter((profile) => profile.inContact);
  expect(card.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(
    expect.arrayContaining([
      ...offered.map(({ link }) => link),
      `mailto:${(set["site.json"] as { email: string }).email}`,
    ]),
  );
  document.querySelectorAll<HTMLElement>("[data-balanced]").forEach(expectBalanced);
});

property("/projects/ numbers one card a project, in order of id", (set) => {
  renderPage(set, "/projects/");
  const projects = projectsOf(set);
  const badge = fillLabel(labelsOf(set).featuredProjects, { count: projects.length });
  expect(screen.getByText(shown(badge))).toBeInTheDocument();
  const cards = within(screen.getByRole("main")).getAllByRole("article");
  expect(cards.map((card) => shown(within(card).getByRole("heading", { level: 2 }).textContent!))).toEqual(
    projects.map((p) => shown(p.title)),
  );
  cards.forEach((card, i) => expect(card).toHaveTextContent(cardIndex(i)));
});

property("the CV has a section for each part the content fills, and every job", (set) => {
  renderPage(set, "/cv/");
  const resume = jsonResume(cvSources(set));
  const words = labelsOf(set);
  const certificates = resume.certificates.length > 0 ? [words.certificates] : [];
  expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
    ...[words.experience, words.skills, words.projects, words.education],
    ...certificates,
    words.languages,
  ]);
  // Each section a region named by its heading, whatever words that has (two headings may have the same).
  for (const heading of screen.getAllByRole("heading", { level: 2 }))
    expect(screen.getAllByRole("region", { name: shownName(heading.textContent!) })).toContain(
      heading.closest("section"),
    );
  for (const job of resume.work) expect(screen.getByRole("main")).toHaveTextContent(shown(job.position));
});

property("each case study and the 404 page render, the gallery, testimonial and client only when there", (set) => {
  const projects = projectsOf(set);
  const words = labelsOf(set);
  const named = (label: string) => (name: string) => shown(name) === shown(label);
  for (const project of [projects[0]!, projects.at(-1)!]) {
    renderPage(set, { slug: project.slug });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(shown(project.title));
    const region = (title: string) => screen.queryByRole("region", { name: named(title) }) !== null;
    expect(region(words.galleryTitle)).toBe(Boolean(project.gallery));
    expect(region(words.testimonialTitle)).toBe(Boolean(project.testimonial));
    // The facts in the case study's header (an outcome's figure may read as the label does).
    const facts = [...document.querySelectorAll("main header dt")];
    expect(facts.some((term) => term.textContent === words.client)).toBe(Boolean(project.client));
    cleanup();
  }
  renderPage(set, "/404/");
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(shown(words.notFoundTitle));
});

type JsonLd = Record<string, unknown> & { "@type": string };
const jsonLdOf = (page: Document) =>
  [...page.querySelectorAll('script[type="application/ld+json"]')].flatMap(
    (script) => JSON.parse(script.textContent!) as JsonLd | JsonLd[],
  );

property("each page, as its HTML is read: JSON-LD that says what the content says, text as written", (set) => {
  const site = set["site.json"] as Entry & Record<"location" | "countryCode" | "role" | "description", string>;
  const projects = projectsOf(set);
  const project = projects[0]!;
  const pages: SitePage[] = ["/", "/projects/", "/cv/", "/404/", { slug: project.slug }];
  const own = textsOf(set);
  // Longest first, so that a text inside another is taken out with it; a place's parts too, as the CV shows its
  // city before the country's name.
  // The fixed words of labels.json, around the texts the site fills into them.
  const pieces = own.flatMap((text) => labelPieces(text).filter((piece): piece is string => typeof piece === "string"));
  const written = [...new Set([...own, ...pieces, ...own.flatMap((text) => text.split(","))].map(shown))]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  for (const page of pages) {
    const html = pageHtml(set, page);
    const data = jsonLdOf(html);
    const person = data.find((d) => d["@type"] === "Person")!;
    expect(person).toMatchObject({
      name: site.name,
      jobTitle: site.role,
      email: `mailto:${site.email}`,
      address: { addressCountry: site.countryCode },
    });
    if (typeof page === "object")
      expect(data.find((d) => d["@type"] === "CreativeWork")).toMatchObject({
        name: project.title,
        description: project.description,
        genre: project.category,
      });
    if (page === "/cv/")
      expect(data.find((d) => d["@type"] === "ProfilePage")).toMatchObject({
        mainEntity: { name: site.name, jobTitle: site.role, description: site.description },
      });
    // Nothing ended its element early: the one JSON-LD block parsed whole above, and the page's text, less what the
    // owner wrote, holds no markup and no JSON.
    expect(html.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    let text = shown(html.body.textContent!);
    for (const own of written) text = text.replaceAll(own, " ");
    expect(text).not.toMatch(/[<>{}]|"@/);
    // And nothing of the launch owner's, unless this owner wrote it too.
    expect({ page, launch: launchFactsIn(html.documentElement.outerHTML, set) }).toEqual({ page, launch: [] });
    // Every fixed word this owner changed is theirs wherever it shows, and no page shows its English.
    const path = typeof page === "object" ? `/projects/${page.slug}/` : page;
    const words = readPageWords(html);
    const labels = set["labels.json"] as WrittenLabels;
    expect({ page, fixed: fixedWordProblems(words, placeOf(path), labels, own) }).toEqual({
      page,
      fixed: [],
    });
  }
});
