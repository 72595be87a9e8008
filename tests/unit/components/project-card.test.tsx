/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { ProjectCard } from "../../../src/components/project-card";
import { fillLabel } from "../../../src/content/label-text";
import { contentLabels, queried, shown, shownName, renderOnSite } from "../../support/content-fixture";

const projects = queried("projects.json").map((p: Record<string, unknown>) => ({
  ...p,
  image: { childImageSharp: null },
}));

const labels = contentLabels();
/** A project's link as screen readers hear it: "Live Link: AI Resume Analyzer (opens in a new tab)". */
const linkName = (link: string, title: string, newTab = true) => {
  const named = fillLabel(labels.projectLink, { link, title });
  return shownName(newTab ? fillLabel(labels.newTab, { link: named }) : named);
};

describe("ProjectCard", () => {
  it("shows category, two-digit index, title, description, features, technologies and links", () => {
    // The last project, whose index has the most digits to show.
    const position = projects.length - 1;
    const project = projects[position];
    renderOnSite(<ProjectCard project={project} position={position} />);
    const card = within(screen.getByRole("article", { name: shownName(project.title) }));
    // The category across from the index, and the summary: read by place, as the title may read the same.
    const index = card.getByText(`#${String(position + 1).padStart(2, "0")}`);
    expect(within(index.parentElement!).getByText(shown(project.category))).toBeInTheDocument();
    expect(card.getByText(shown(project.description), { selector: "p" })).toBeInTheDocument();
    expect(card.getByRole("heading", { name: shownName(labels.keyFeatures) })).toBeInTheDocument();
    expect(card.getByRole("heading", { name: shownName(labels.technologiesUsed) })).toBeInTheDocument();
    // In order, each as often as the content lists it.
    const [features, technologies] = card.getAllByRole("list").map((list) => within(list).getAllByRole("listitem"));
    expect(features!.map((item) => item.textContent)).toEqual(project.features);
    expect(technologies!.map((chip) => [chip.textContent, chip.querySelector("img")?.getAttribute("src")])).toEqual(
      project.technologies.map((tech: { name: string; icon: { publicURL: string } }) => [
        tech.name,
        tech.icon.publicURL,
      ]),
    );
    expect(card.getByRole("link", { name: linkName(labels.liveLink, project.title) })).toHaveAttribute(
      "href",
      project.liveLink,
    );
    expect(card.getByRole("link", { name: linkName(labels.githubRepo, project.title) })).toHaveAttribute(
      "href",
      project.githubLink,
    );
  });

  it("links its case study after Live Link and GitHub Repo, naming the project", () => {
    // The first project: the content may list only one.
    const [project] = projects;
    renderOnSite(<ProjectCard project={project} position={0} />);
    const links = within(screen.getByRole("article")).getAllByRole("link");
    expect(links.map((a) => a.textContent?.trim())).toEqual([
      labels.liveLink,
      labels.githubRepo,
      `${labels.readCaseStudy} →`,
    ]);
    const caseStudy = screen.getByRole("link", { name: linkName(labels.readCaseStudy, project.title, false) });
    expect(caseStudy).toHaveAttribute("href", `/projects/${project.slug}/`);
    expect(caseStudy).not.toHaveAttribute("target");
  });
});
