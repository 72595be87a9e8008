import { caseStudyPath, shareImagePath } from "../utils/case-study-path";

interface CaseStudyFacts {
  slug: string;
  title: string;
  description: string;
  category: string;
  technologies: readonly { name: string }[];
}

/**
 * The case study for search engines, in the language whose pages are at `prefix` ("" or "/de"): a schema.org
 * CreativeWork whose author is the owner, the Person that every page in every language describes (components/seo.tsx)
 * under the same @id.
 */
export function caseStudyJsonLd(project: CaseStudyFacts, site: { siteUrl: string; name: string }, prefix = "") {
  const home = new URL("/", site.siteUrl).toString();
  const url = new URL(prefix + caseStudyPath(project.slug), site.siteUrl).toString();
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    "@id": `${url}#case-study`,
    name: project.title,
    headline: project.title,
    description: project.description,
    url,
    image: new URL(prefix + shareImagePath(project.slug), site.siteUrl).toString(),
    genre: project.category,
    keywords: project.technologies.map((t) => t.name).join(", "),
    author: { "@type": "Person", "@id": `${home}#person`, name: site.name, url: home },
  };
}
