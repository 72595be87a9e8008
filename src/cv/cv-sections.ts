import type { JsonResume } from "./json-resume";

/** The CV's parts, in reading order: the header (name, contact, summary), then one section a JSON Resume list. */
const ORDER = ["header", "work", "skills", "projects", "education", "certificates", "languages"] as const;
export type CvSectionId = (typeof ORDER)[number];

/** The parts this CV has: certificates are optional, and without any their section is left out. */
export const cvSectionIds = (resume: JsonResume): CvSectionId[] =>
  ORDER.filter((id) => id !== "certificates" || resume.certificates.length > 0);
