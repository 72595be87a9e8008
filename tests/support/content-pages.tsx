import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ContentSet } from "../../src/content/content-arbitrary";
import type { Collection } from "../../src/content/content-schema";
import { typeNameFor } from "../../src/content/graphql-types";
import { CV_PAPERS, cvPdfPath } from "../../src/cv/cv-paths";
import { jsonResume, type CvSources, type JsonResume } from "../../src/cv/json-resume";
import { DEFAULT_LANGUAGE } from "../../src/content/language-direction";
import { siteLabels } from "../../src/content/site-labels";
import { cvMonths } from "../../src/cv/cv-months";
import { type CvWords, cvWords, placeText } from "../../src/cv/cv-text";
import * as NotFoundPage from "../../src/pages/404";
import * as HomePage from "../../src/pages/index";
import * as ProjectsPage from "../../src/pages/projects";
import * as CaseStudyPage from "../../src/templates/case-study";
import * as CvPage from "../../src/templates/cv";
import { caseStudyPath } from "../../src/utils/case-study-path";
import { asQueried, COLLECTIONS, oneLanguage, siteContentAnswer } from "./content-fixture";

/** What gatsby-plugin-image answers for any screenshot, small enough for a test. */
const imageData = {
  layout: "constrained",
  width: 640,
  height: 400,
  images: { sources: [], fallback: { src: "/x.jpg" } },
};
const sharp = { childImageSharp: { gatsbyImageData: imageData, featured: imageData, small: imageData } };

/** A content file as a page's query answers it: files as Gatsby serves them, `id` as `jsonId`, screenshots resized. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the queries' generated types are far wider
export const queriedFrom = (set: ContentSet, name: keyof ContentSet): any => withImages(asQueried(set[name], name));

function withImages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withImages);
  if (value && typeof value === "object") {
    if ("publicURL" in value) return { ...value, iconRaster: null, ...sharp };
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withImages(field)]));
  }
  return value;
}

type Project = { id: number; slug: string; title: string };
/** The projects in the order the site lists them: by id, the smallest first (the pages' `sort: { jsonId: ASC }`). */
export const projectsInOrder = <P extends Project>(projects: readonly P[]) => [...projects].sort((a, b) => a.id - b.id);

/** The site's language: site.json's, or the default. */
export const languageOf = (set: ContentSet) => (set["site.json"] as { language?: string }).language ?? DEFAULT_LANGUAGE;

/** The CV's sources, as gatsby-node.ts queries them. */
export const cvSources = (set: ContentSet): CvSources => ({
  site: { ...(set["site.json"] as CvSources["site"]), language: languageOf(set) },
  socialLinks: set["social-links.json"] as CvSources["socialLinks"],
  projects: projectsInOrder(set["projects.json"] as (CvSources["projects"][number] & Project)[]),
  resume: set["resume.json"] as CvSources["resume"],
});

export type SitePage = "/" | "/projects/" | "/cv/" | "/404/" | { slug: string };

/** Renders a page or template of the site as Gatsby would, with its query's data made from `set`. */
export function renderPage(set: ContentSet, page: SitePage) {
  const { Page, props } = pageFor(set, page);
  return render(<Page {...props} />);
}

/**
 * The page as the build writes it: its head (Gatsby's Head export) and its body rendered to HTML, then read back as a
 * browser parses that HTML.
 */
export function pageHtml(set: ContentSet, page: SitePage): Document {
  const { Page, Head, props } = pageFor(set, page);
  const head = renderToStaticMarkup(<Head {...props} />);
  const body = renderToStaticMarkup(<Page {...props} />);
  return new DOMParser().parseFromString(
    `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`,
    "text/html",
  );
}

function pageFor(set: ContentSet, page: SitePage) {
  // The visitor lets things move.
  window.matchMedia = jest.fn().mockReturnValue({ matches: true, addEventListener: jest.fn() }) as never;
  const projects = projectsInOrder(
    queriedFrom(set, "projects.json").map((p: { jsonId: number }) => ({ ...p, id: p.jsonId })),
  );
  // Every list file, as its `allXJson` answers: a new collection reaches the pages with no edit here.
  const lists = (Object.entries(COLLECTIONS) as [keyof ContentSet, Collection][]).filter(
    ([, { shape }]) => shape === "list",
  );
  const data = {
    ...siteContentAnswer(queriedFrom(set, "site.json"), set["labels.json"], (set["projects.json"] as []).length),
    ...Object.fromEntries(lists.map(([name]) => [`all${typeNameFor(name)}`, { nodes: queriedFrom(set, name) }])),
    contactProfiles: { nodes: queriedFrom(set, "social-links.json") },
    allProjectsJson: { nodes: projects },
    projectsJson: typeof page === "object" ? projects.find((p) => p.slug === page.slug) : undefined,
  };
  const pathname = typeof page === "string" ? page : caseStudyPath(page.slug);
  const language = oneLanguage(languageOf(set), pathname);
  const resume = jsonResume(cvSources(set));
  const pdfs = CV_PAPERS.map((paper) => ({ path: cvPdfPath(resume.basics.name, paper), paper: paper.label }));
  const words = cvWordsOf(set, resume);
  const pageContext = {
    ...language,
    ...(typeof page === "object"
      ? page
      : { resume, pdfs, place: placeText(resume.basics.location, words), months: words.months }),
  };
  const modules: Record<string, { default: unknown; Head: unknown }> = {
    "/": HomePage,
    "/projects/": ProjectsPage,
    "/cv/": CvPage,
    "/404/": NotFoundPage,
    "case-study": CaseStudyPage,
  };
  const { default: Page, Head } = modules[typeof page === "string" ? page : "case-study"]!;
  return {
    Page: Page as ComponentType<object>,
    Head: Head as ComponentType<object>,
    props: { data, pageContext, location: { pathname } },
  };
}

/** The CV's words as gatsby-node.ts makes them: the labels in the site's language, and the months the CV shows. */
export function cvWordsOf(set: ContentSet, resume: JsonResume = jsonResume(cvSources(set))): CvWords {
  const language = languageOf(set);
  const labels = siteLabels((set["labels.json"] ?? {}) as object, {
    language,
    projects: (set["projects.json"] as []).length,
  });
  return cvWords(labels, cvMonths(resume, language), language);
}
