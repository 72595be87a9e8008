import { formatProblem } from "../content/check-content";
import { type CvSectionId, sectionSource } from "./cv-sections";
import type { JsonResume } from "./json-resume";

/** The pages a recruiter expects a CV to take. More is the owner's call: the build warns, and goes on. */
export const CV_PAGES = 2;

export interface PageSize {
  width: number;
  height: number;
}

/** How much room a section takes, in pages of the CV's text area. */
export interface SectionRoom {
  id: CvSectionId;
  pages: number;
}

export interface CvLength {
  /** The PDF's pages. */
  pages: number;
  /** Only past CV_PAGES, where the warning names them: every section's room, the largest first. */
  sections?: SectionRoom[];
}

/** The body of object `n 0 obj` of a PDF read as Latin-1 text. */
function objectBody(pdf: string, n: number): string {
  const body = new RegExp(String.raw`(?:^|\s)${n} 0 obj\b([\s\S]*?)\bendobj`).exec(pdf)?.[1];
  if (body === undefined) throw new Error(`the PDF has no object ${n}`);
  return body;
}

function treeSizes(pdf: string, n: number): PageSize[] {
  const body = objectBody(pdf, n);
  if (/\/Type\s*\/Pages\b/.test(body)) {
    const kids = /\/Kids\s*\[([^\]]*)\]/.exec(body)?.[1] ?? "";
    return [...kids.matchAll(/(\d+)\s+\d+\s+R/g)].flatMap(([, kid]) => treeSizes(pdf, Number(kid)));
  }
  const box = /\/MediaBox\s*\[([^\]]*)\]/.exec(body)?.[1].trim().split(/\s+/).map(Number);
  if (box?.length !== 4) throw new Error(`page object ${n} of the PDF has no MediaBox`);
  return [{ width: box[2] - box[0], height: box[3] - box[1] }];
}

/**
 * Each page's size, in reading order, read from the page tree of a PDF that react-pdf wrote (its dictionaries are
 * plain text; only the content streams are compressed).
 */
export function pdfPageSizes(pdf: Uint8Array): PageSize[] {
  const text = Buffer.from(pdf).toString("latin1");
  const root = /\/Type\s*\/Catalog\b[^]*?\/Pages\s+(\d+)\s+\d+\s+R/.exec(text)?.[1];
  if (!root) throw new Error("the PDF has no page tree");
  return treeSizes(text, Number(root));
}

/**
 * Each section's room, in pages of `textHeight` (a page's height inside its margins), from its height laid out
 * alone (`apart`: one page a section, in `ids`' order), the largest first.
 */
export function sectionRoom(
  ids: readonly CvSectionId[],
  apart: readonly PageSize[],
  textHeight: number,
): SectionRoom[] {
  if (apart.length !== ids.length) throw new Error(`${ids.length} sections were laid out on ${apart.length} pages`);
  return ids.map((id, i) => ({ id, pages: apart[i].height / textHeight })).sort((a, b) => b.pages - a.pages);
}

/** How many sections the warning names. */
const NAMED = 3;

/**
 * The build's warning when the CV runs past CV_PAGES, naming the sections that take the most room with their files
 * and fields, as the content check names a mistake; undefined when it fits.
 */
export function cvLengthWarning({ pages, sections }: CvLength, resume: JsonResume): string | undefined {
  if (pages <= CV_PAGES || !sections) return undefined;
  const largest = sections.slice(0, NAMED).map(({ id, pages: room }) => {
    const { file, field, what } = sectionSource(id, resume);
    return `  - ${formatProblem({ file, field, problem: `${what}: ${room.toFixed(1)} pages` })}`;
  });
  return [
    `The CV (content/resume.json) takes ${pages} pages as a PDF; recruiters expect ${CV_PAGES}.`,
    "That is allowed. To shorten it, start with what takes the most room:",
    ...largest,
  ].join("\n");
}
