/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { ProjectShowcase } from "../../../src/sections/project-showcase";
import { fillLabel } from "../../../src/content/label-text";
import { contentLabels, queried, shown, shownName, renderOnSite } from "../../support/content-fixture";

const projects = queried("projects.json")
  .slice(0, 3)
  .map((p: Record<string, unknown>) => ({ ...p, image: { childImageSharp: null } }));

const labels = contentLabels();

describe("ProjectShowcase", () => {
  it("gives each showcased project a link to its case study beside Live Link and GitHub Repo", () => {
    renderOnSite(<ProjectShowcase projects={projects} />);
    for (const project of projects) {
      const item = screen.getByRole("heading", { name: shownName(project.title) }).closest("article")!;
      const names = within(item)
        .getAllByRole("link")
        .map((a) => a.getAttribute("aria-label") ?? a.textContent);
      const named = (link: string) => fillLabel(labels.projectLink, { link, title: project.title });
      expect(names).toEqual([
        fillLabel(labels.newTab, { link: named(labels.liveLink) }),
        fillLabel(labels.newTab, { link: named(labels.githubRepo) }),
        named(labels.readCaseStudy),
      ]);
      expect(within(item).getByRole("link", { name: shownName(named(labels.readCaseStudy)) })).toHaveAttribute(
        "href",
        `/projects/${project.slug}/`,
      );
    }
    const viewAll = screen.getByRole("link", { name: (name) => shown(name) === shown(labels.viewAllProjects) });
    expect(viewAll).toHaveAttribute("href", "/projects/");
  });
});
