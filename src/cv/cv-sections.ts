import type { JsonResume } from "./json-resume";

/** The CV's parts, in reading order: the header (name, contact, summary), then one section a JSON Resume list. */
const ORDER = ["header", "work", "skills", "projects", "education", "certificates", "languages"] as const;
export type CvSectionId = (typeof ORDER)[number];

/** The parts this CV has: certificates are optional, and without any their section is left out. */
export const cvSectionIds = (resume: JsonResume): CvSectionId[] =>
  ORDER.filter((id) => id !== "certificates" || resume.certificates.length > 0);

interface SectionSource {
  /** The section's heading on the CV. */
  title: string;
  /** The content file the owner edits to change it, and its field there. */
  file: string;
  field?: string;
  /** What one entry is called ("job"), and how many there are. */
  entries?: [one: string, many: string, count: (resume: JsonResume) => number];
}

const SOURCES: Record<CvSectionId, SectionSource> = {
  header: { title: "the name, contact and summary", file: "site.json", field: "description" },
  work: { title: "Experience", file: "resume.json", field: "work", entries: ["job", "jobs", (r) => r.work.length] },
  skills: {
    title: "Skills",
    file: "resume.json",
    field: "skills",
    entries: ["skill", "skills", (r) => r.skills.length],
  },
  projects: { title: "Projects", file: "projects.json", entries: ["project", "projects", (r) => r.projects.length] },
  education: {
    title: "Education",
    file: "resume.json",
    field: "education",
    entries: ["entry", "entries", (r) => r.education.length],
  },
  certificates: {
    title: "Certificates",
    file: "resume.json",
    field: "certificates",
    entries: ["certificate", "certificates", (r) => r.certificates.length],
  },
  languages: {
    title: "Languages",
    file: "resume.json",
    field: "languages",
    entries: ["language", "languages", (r) => r.languages.length],
  },
};

/** Where a section comes from, in the owner's words: its file and field, and "Experience, 4 jobs". */
export function sectionSource(id: CvSectionId, resume: JsonResume) {
  const { title, file, field, entries } = SOURCES[id];
  if (!entries) return { file, field, what: title };
  const [one, many, count] = entries;
  const n = count(resume);
  return { file, field, what: `${title}, ${n} ${n === 1 ? one : many}` };
}
