import { screen, within } from "@testing-library/react";
import type { ContentSet } from "../../../src/content/content-arbitrary";
import { contentCollections } from "../../../src/content/content-schema";
import { cardIndex } from "../../../src/utils/format";
import { readContent, shown } from "../../support/content-fixture";
import { projectsInOrder, renderPage } from "../../support/content-pages";

const set = Object.fromEntries(
  Object.keys(contentCollections()).map((file) => [file, readContent(file)]),
) as ContentSet;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the project as the content file has it
const projects = projectsInOrder(set["projects.json"] as any[]);
const slugs: [string, number][] = projects.map((p, i) => [p.slug, i]);

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
    expect(screen.getByRole("img", { name: shown(`Screenshot of ${project.title}`) })).toHaveAttribute("src", "/x.jpg");
  });

  it("names the role, timeline and client", () => {
    const facts = Object.fromEntries(
      screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({ Role: project.role, Timeline: project.timeline });
    expect(facts.Client).toBe(project.client ?? undefined);
  });

  it("tells the challenge, the approach and the outcome with its figures", () => {
    expect(screen.getByRole("region", { name: "What Needed Solving" })).toHaveTextContent(shown(project.challenge));
    // Each decision and each result in its own place, in order: a title, a text, a label or a figure may read the same
    // as another.
    const decisions = within(screen.getByRole("region", { name: "Key Decisions" })).getAllByRole("listitem");
    expect(decisions.map((item) => shown(within(item).getByRole("heading", { level: 3 }).textContent!))).toEqual(
      project.approach.map((decision: { title: string }) => shown(decision.title)),
    );
    decisions.forEach((item, n) => expect(item).toHaveTextContent(shown(project.approach[n].text)));
    const outcome = within(screen.getByRole("region", { name: "What Changed" }));
    expect(outcome.getByText(shown(project.outcome.summary), { selector: "p" })).toBeInTheDocument();
    const read = (role: string) => outcome.getAllByRole(role).map((el) => shown(el.textContent!));
    expect([read("term"), read("definition")]).toEqual([
      project.outcome.results.map((result: { label: string }) => shown(result.label)),
      project.outcome.results.map((result: { figure: string }) => shown(result.figure)),
    ]);
  });

  it("shows the gallery and the testimonial when the project has them", () => {
    const gallery = screen.queryByRole("region", { name: "A Closer Look" });
    expect(gallery === null).toBe(!project.gallery);
    for (const shot of project.gallery ?? []) {
      expect(within(gallery!).getByRole("img", { name: shown(shot.alt) })).toBeInTheDocument();
      expect(within(gallery!).getByText(shown(shot.caption))).toBeInTheDocument();
    }
    const testimonial = screen.queryByRole("region", { name: "In the Client's Words" });
    expect(testimonial === null).toBe(!project.testimonial);
    if (project.testimonial) {
      expect(testimonial).toHaveTextContent(shown(project.testimonial.quote));
      expect(testimonial).toHaveTextContent(shown(`${project.testimonial.author}, ${project.testimonial.role}`));
    }
  });

  it("lists the features and technologies, each as often as the content does", () => {
    const lists = within(screen.getByRole("region", { name: "Features and Technologies" })).getAllByRole("list");
    expect(
      lists.map((list) =>
        within(list)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ),
    ).toEqual([project.features, project.technologies.map((tech: { name: string }) => tech.name)]);
  });

  it("links the live project and the repository in a new tab, without a link to itself", () => {
    const live = screen.getByRole("link", { name: shown(`Live Link: ${project.title} (opens in a new tab)`) });
    expect(live).toHaveAttribute("href", project.liveLink);
    expect(live).toHaveAttribute("target", "_blank");
    const repo = screen.getByRole("link", { name: shown(`GitHub Repo: ${project.title} (opens in a new tab)`) });
    expect(repo).toHaveAttribute("href", project.githubLink);
    expect(repo).toHaveAttribute("target", "_blank");
    expect(screen.queryByRole("link", { name: /Read the case study/ })).toBeNull();
  });

  it("links the previous and next projects, and all of them", () => {
    const pager = within(screen.getByRole("navigation", { name: "More projects" }));
    const previous = projects[i - 1];
    const next = projects[i + 1];
    const neighbours = pager.getAllByRole("link").filter((a) => a.getAttribute("rel"));
    expect(neighbours.map((a) => [a.getAttribute("rel"), a.getAttribute("href")])).toEqual([
      ...(previous ? [["prev", `/projects/${previous.slug}/`]] : []),
      ...(next ? [["next", `/projects/${next.slug}/`]] : []),
    ]);
    if (previous)
      expect(pager.getByRole("link", { name: /Previous project/ })).toHaveTextContent(shown(previous.title));
    if (next) expect(pager.getByRole("link", { name: /Next project/ })).toHaveTextContent(shown(next.title));
    expect(pager.getByRole("link", { name: "All Projects" })).toHaveAttribute("href", "/projects/");
  });
});
