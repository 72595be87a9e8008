import { caseStudyPath } from "../utils/case-study-path";
import { ownerPlace } from "../utils/owner-place";
import { profileName } from "../utils/profile-name";
import { RESUME_JSON_PATH } from "./cv-paths";

/** An optional content field: absent in content/, null once it has come through GraphQL. */
type Maybe<T> = T | null | undefined;

/** What the CV is made from: content/site.json, social-links.json, projects.json and resume.json. */
export interface CvSources {
  site: {
    name: string;
    role: string;
    email: string;
    location: string;
    countryCode: string;
    siteUrl: string;
    description: string;
    /** The site's language, a BCP 47 tag: site.json's, or the default. */
    language: string;
  };
  socialLinks: readonly { name: string; link: string }[];
  projects: readonly {
    title: string;
    description: string;
    slug: string;
    role: string;
    client?: Maybe<string>;
    features: readonly string[];
    technologies: readonly { name: string }[];
  }[];
  resume: {
    work: readonly {
      company: string;
      position: string;
      location?: Maybe<string>;
      url?: Maybe<string>;
      startDate: string;
      endDate?: Maybe<string>;
      summary: string;
      highlights: readonly string[];
    }[];
    skills: readonly { name: string; level?: Maybe<string>; keywords: readonly string[] }[];
    education: readonly {
      institution: string;
      studyType: string;
      area: string;
      startDate: string;
      endDate: string;
      score?: Maybe<string>;
    }[];
    languages: readonly { language: string; fluency: string }[];
    certificates?: Maybe<readonly { name: string; issuer: string; date: string; url?: Maybe<string> }[]>;
  };
}

/** The CV in the JSON Resume standard (jsonresume.org, schema v1.0.0): the parts this site fills. */
export interface JsonResume {
  $schema: string;
  basics: {
    name: string;
    label: string;
    email: string;
    url: string;
    summary: string;
    location: { city?: string; countryCode: string };
    profiles: { network: string; username: string; url: string }[];
  };
  work: {
    name: string;
    position: string;
    location?: string;
    url?: string;
    startDate: string;
    endDate?: string;
    summary: string;
    highlights: string[];
  }[];
  skills: { name: string; level?: string; keywords: string[] }[];
  projects: {
    name: string;
    description: string;
    url: string;
    highlights: string[];
    keywords: string[];
    roles: string[];
    entity?: string;
    type: string;
  }[];
  education: {
    institution: string;
    studyType: string;
    area: string;
    startDate: string;
    endDate: string;
    score?: string;
  }[];
  certificates: { name: string; issuer: string; date: string; url?: string }[];
  languages: { language: string; fluency: string }[];
  /** JSON Resume keeps its tooling's settings here; `language` is the CV's, as a BCP 47 tag ("en", "pl"). */
  meta: { canonical: string; version: string; language: string };
}

/** The object without its null and undefined fields, which JSON Resume's schema refuses. */
function present<T extends object>(object: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value != null)) as never;
}

/**
 * The CV in the JSON Resume standard, assembled from the site's content, which it does not repeat; in the language
 * whose pages are at `prefix` ("" or "/de"), its links to that language's pages.
 */
export function jsonResume({ site, socialLinks, projects, resume }: CvSources, prefix = ""): JsonResume {
  const at = (path: string) => new URL(prefix + path, site.siteUrl).toString();
  return {
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics: {
      name: site.name,
      label: site.role,
      email: site.email,
      url: at("/"),
      summary: site.description,
      location: ownerPlace(site),
      profiles: socialLinks.map(({ name, link }) => ({ network: name, username: profileName(link), url: link })),
    },
    work: resume.work.map(({ company, highlights, ...job }) => ({
      name: company,
      ...present(job),
      highlights: [...highlights],
    })),
    skills: resume.skills.map(({ keywords, ...skill }) => ({ ...present(skill), keywords: [...keywords] })),
    projects: projects.map((project) => ({
      name: project.title,
      description: project.description,
      url: at(caseStudyPath(project.slug)),
      highlights: [...project.features],
      keywords: project.technologies.map((t) => t.name),
      roles: [project.role],
      ...present({ entity: project.client }),
      type: "application",
    })),
    education: resume.education.map((study) => present(study)),
    certificates: (resume.certificates ?? []).map((certificate) => present(certificate)),
    languages: resume.languages.map((language) => ({ ...language })),
    meta: { canonical: at(RESUME_JSON_PATH), version: "v1.0.0", language: site.language },
  };
}
