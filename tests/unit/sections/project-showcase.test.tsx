import { render, screen, within } from "@testing-library/react";
import { ProjectShowcase } from "../../../src/sections/project-showcase";
import { queried, shown } from "../../support/content-fixture";

const projects = queried("projects.json")
  .slice(0, 3)
  .map((p: Record<string, unknown>) => ({ ...p, image: { childImageSharp: null } }));

describe("ProjectShowcase", () => {
  it("gives each showcased project a link to its case study beside Live Link and GitHub Repo", () => {
    render(<ProjectShowcase projects={projects} />);
    for (const project of projects) {
      const item = screen.getByRole("heading", { name: shown(project.title) }).closest("article")!;
      const names = within(item)
        .getAllByRole("link")
        .map((a) => a.getAttribute("aria-label") ?? a.textContent);
      expect(names).toEqual([
        `Live Link: ${project.title} (opens in a new tab)`,
        `GitHub Repo: ${project.title} (opens in a new tab)`,
        `Read the case study: ${project.title}`,
      ]);
      expect(within(item).getByRole("link", { name: shown(`Read the case study: ${project.title}`) })).toHaveAttribute(
        "href",
        `/projects/${project.slug}/`,
      );
    }
    expect(screen.getByRole("link", { name: "View All Projects" })).toHaveAttribute("href", "/projects/");
  });
});
