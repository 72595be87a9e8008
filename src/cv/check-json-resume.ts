import { validate } from "@jsonresume/schema";

/** Which content file each part of /resume.json is made from. */
const SOURCES: Record<string, string> = {
  "basics.profiles": "content/social-links.json",
  basics: "content/site.json",
  projects: "content/projects.json",
};

const sourceOf = (field: string): string =>
  Object.entries(SOURCES).find(
    ([part]) => field === part || field.startsWith(`${part}.`) || field.startsWith(`${part}[`),
  )?.[1] ?? "content/resume.json";

/** A field of /resume.json and the content file it comes from: "basics.email (from content/site.json)". */
export const fieldAndSource = (field: string) => `${field} (from ${sourceOf(field)})`;

/**
 * Every way the CV falls short of the JSON Resume schema (@jsonresume/schema), each naming the field and the content
 * file it comes from: "basics.email (from content/site.json): does not conform to the "email" format".
 */
export function jsonResumeProblems(resume: unknown): string[] {
  let problems: string[] = [];
  validate(resume, (errors) => {
    problems = (errors ?? []).map(({ property, message }) => {
      const field = property.replace(/^instance\.?/, "") || "(the whole file)";
      return `${fieldAndSource(field)}: ${message}`;
    });
  });
  return problems;
}
