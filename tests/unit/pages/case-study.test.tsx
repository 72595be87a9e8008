/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import type { ContentSet } from "../../../src/content/content-arbitrary";
import { contentCollections } from "../../../src/content/content-schema";
import { cardIndex } from "../../../src/utils/format";
import { fillLabel } from "../../../src/content/label-text";
import { contentLabels, readContent, shown } from "../../support/content-fixture";
import { projectsInOrder, renderPage } from "../../support/content-pages";

const set = Object.fromEntries(
  Object.keys(contentCollections()).map((file) => [file, readContent(file)]),
) as ContentSet;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the project as the content file has it
const projects = projectsInOrder(set["projects.json"] as any[]);
const slugs: [string, number][] = projects.map((p, i) => [p.slug, i]);
const labels = contentLabels();
/** A region, a navigation, a link named by a label as the page shows it. */
const named = (label: string) => ({ name: (name: string) => shown(name) === shown(label) });

describe.each(slugs)("the case study of %s", (slug, i) => {
  const project = projects[i];
  beforeEach(() => renderPage(set, { slug }));
  afterEach(() => jest.restoreAllMocks());

  it("has the title as its only h1, with the category, index, summary and screenshot", () => {
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([project.title]);
    const intro = within(screen.getByRole("heading", { level: 1 }).closest("header")!);
    // The category across from the index, and the summary: read by place, as the title may read the same.
    const index = intro.getByText(cardIndex(i));
    expect(within(index.parentElement!).getByText(shown(project.category))).toBeInTheDocument();
    expect(intro.getByText(shown(project.description), { selector: "p" })).toBeInTheDocument();
    const screenshot = fillLabel(labels.screenshotOf, { title: project.title });
    expect(screen.getByRole("img", named(screenshot))).toHaveAttribute("src", "/x.jpg");
  });

  it("names the role, timeline and client", () => {
    const facts = Object.fromEntries(
      screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts[labels.role]).toBe(project.role);
    expect(facts[labels.timeline]).toBe(project.timeline);
    expect(facts[labels.client]).toBe(project.client ?? undefined);
  });

  it("tells the challenge, the approach and the outcome with its figures", () => {
    expect(screen.getByRole("region", named(labels.challengeTitle))).toHaveTextContent(shown(project.challenge));
    // Each decision and each result in its own place, in order: a title, a text, a label or a figure may read the same
    // as another.
    const decisions = within(screen.getByRole("region", named(labels.approachTitle))).getAllByRole("listitem");
    expect(decisions.map((item) => shown(within(item).getByRole("heading", { level: 3 }).textContent!))).toEqual(
      project.approach.map((decision: { title: string }) => shown(decision.title)),
    );
    decisions.forEach((item, n) => expect(item).toHaveTextContent(shown(project.approach[n].text)));
    const outcome = within(screen.getByRole("region", named(labels.outcomeTitle)));
    expect(outcome.getByText(shown(project.outcome.summary), { selector: "p" })).toBeInTheDocument();
    const read = (role: string) => outcome.getAllByRole(role).map((el) => shown(el.textContent!));
    expect([read("term"), read("definition")]).toEqual([
      project.outcome.results.map((result: { label: string }) => shown(result.label)),
      project.outcome.results.map((result: { figure: string }) => shown(result.figure)),
    ]);
  });

  it("shows the gallery and the testimonial when the project has them", () => {
    const gallery = screen.queryByRole("region", named(labels.galleryTitle));
    expect(gallery === null).toBe(!project.gallery);
    for (const shot of project.gallery ?? []) {
      expect(within(gallery!).getByRole("img", named(shot.alt))).toBeInTheDocument();
      expect(within(gallery!).getByText(shown(shot.caption))).toBeInTheDocument();
    }
    const testimonial = screen.queryByRole("region", named(labels.testimonialTitle));
    expect(testimonial === null).toBe(!project.testimonial);
    if (project.testimonial) {
      expect(testimonial).toHaveTextContent(shown(project.testimonial.quote));
      expect(testimonial).toHaveTextContent(shown(fillLabel(labels.quoteBy, project.testimonial)));
    }
  });

  it("lists the features and technologies, each as often as the content does", () => {
    const lists = within(screen.getByRole("region", named(labels.builtWithTitle))).getAllByRole("list");
    expect(
      lists.map((list) =>
        within(list)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ),
    ).toEqual([project.features, project.technologies.map((tech: { name: string }) => tech.name)]);
  });

  it("links the live project and the repository in a new tab, without a link to itself", () => {
    const linkName = (link: string) =>
      fillLabel(labels.newTab, { link: fillLabel(labels.projectLink, { link, title: project.title }) });
    const live = screen.getByRole("link", named(linkName(labels.liveLink)));
    expect(live).toHaveAttribute("href", project.liveLink);
    expect(live).toHaveAttribute("target", "_blank");
    const repo = screen.getByRole("link", named(linkName(labels.githubRepo)));
    expect(repo).toHaveAttribute("href", project.githubLink);
    expect(repo).toHaveAttribute("target", "_blank");
    const readIt = fillLabel(labels.projectLink, { link: labels.readCaseStudy, title: project.title });
    expect(screen.queryByRole("link", named(readIt))).toBeNull();
  });

  it("links the previous and next projects, and all of them", () => {
    const pager = within(screen.getByRole("navigation", named(labels.moreProjects)));
    const previous = projects[i - 1];
    const next = projects[i + 1];
    const neighbours = pager.getAllByRole("link").filter((a) => a.getAttribute("rel"));
    expect(neighbours.map((a) => [a.getAttribute("rel"), a.getAttribute("href")])).toEqual([
      ...(previous ? [["prev", `/projects/${previous.slug}/`]] : []),
      ...(next ? [["next", `/projects/${next.slug}/`]] : []),
    ]);
    const [before, after] = [
      neighbours.find((a) => a.getAttribute("rel") === "prev"),
      neighbours.find((a) => a.getAttribute("rel") === "next"),
    ];
    for (const [link, label, project] of [
      [before, labels.previousProject, previous],
      [after, labels.nextProject, next],
    ] as const)
      if (project) {
        expect(link).toHaveTextContent(shown(label));
        expect(link).toHaveTextContent(shown(project.title));
      }
    expect(pager.getByRole("link", named(labels.allProjects))).toHaveAttribute("href", "/projects/");
  });
});
