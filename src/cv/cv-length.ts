import { formatProblem } from "../content/check-content";
import { type CvSectionId, sectionSource } from "./cv-sections";
import type { JsonResume } from "./json-resume";

/** The pages a recruiter expects a CV to take. More is the owner's call: the build warns, and goes on. */
export const CV_PAGES = 2;

/** How much room a section takes, in pages of the CV's text area. */
export interface SectionRoom {
  id: CvSectionId;
  pages: number;
}

export interface CvLength {
  /** The paper ("A4", "US Letter"). */
  paper: string;
  /** The PDF's pages. */
  pages: number;
  /** Only past CV_PAGES, where the warning names them: every section's room, the largest first. */
  sections?: SectionRoom[];
}

/**
 * Each section's room, in pages of `textHeight` (a page's height inside its margins), from its height laid out
 * alone (`heights`, in `ids`' order), the largest first.
 */
export function sectionRoom(
  ids: readonly CvSectionId[],
  heights: readonly number[],
  textHeight: number,
): SectionRoom[] {
  return ids.map((id, i) => ({ id, pages: heights[i] / textHeight })).sort((a, b) => b.pages - a.pages);
}

/** How many sections the warning names. */
const NAMED = 3;

/**
 * The build's warning when the CV runs past CV_PAGES, naming the sections that take the most room with their files
 * and fields, as the content check names a mistake; undefined when it fits. A translation's CV (`translation`, its
 * folder under content/) takes its entries from the first language's files and its words from its own.
 */
export function cvLengthWarning(
  { paper, pages, sections }: CvLength,
  resume: JsonResume,
  translation?: string,
): string | undefined {
  if (pages <= CV_PAGES || !sections) return undefined;
  const largest = sections.slice(0, NAMED).map(({ id, pages: room }) => {
    const { file, field, what } = sectionSource(id, resume);
    return `  - ${formatProblem({ file, field, problem: `${what}: ${room.toFixed(1)} pages` })}`;
  });
  return [
    `The CV (content/resume.json${translation ? `, in the words of content/${translation}/` : ""}) takes ${pages} pages as a PDF on ${paper}; recruiters expect ${CV_PAGES}.`,
    "That is allowed. To shorten it, start with what takes the most room:",
    ...largest,
  ].join("\n");
}
