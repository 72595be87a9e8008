import { CONTENT_SCHEMA, TECHNOLOGY_FIELDS, type FieldKind } from "./content-schema";

export interface ContentProblem {
  file: string;
  /** "entry 2 (id 3)" for list entries, undefined for single-object files. */
  entry?: string;
  field?: string;
  problem: string;
}

export interface ContentSource {
  /** Raw text of content/<name>, or undefined when the file is missing. */
  read(name: string): string | undefined;
  /** Whether a path relative to content/ names an existing file. */
  exists(relativePath: string): boolean;
}

type Entry = Record<string, unknown>;

const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";

function isHttpUrl(v: unknown): boolean {
  if (!isText(v)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const describe = (v: unknown) => (v === undefined ? "nothing" : JSON.stringify(v));

/** Returns why the value does not fit its kind, or undefined when it does. */
function fieldProblem(kind: FieldKind, value: unknown, source: ContentSource): string | undefined {
  if (value === undefined || value === null) return "is required but missing";
  switch (kind) {
    case "text":
      return isText(value) ? undefined : `must be non-empty text, got ${describe(value)}`;
    case "number":
      return typeof value === "number" && Number.isFinite(value)
        ? undefined
        : `must be a number, got ${describe(value)}`;
    case "url":
      return isHttpUrl(value) ? undefined : `must be a full http(s) URL, got ${describe(value)}`;
    case "email":
      return isText(value) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
        ? undefined
        : `must be an email address, got ${describe(value)}`;
    case "navLink":
      return isText(value) && /^(\/[\w\-/]*|#[\w-]+)$/.test(value)
        ? undefined
        : `must be a route like "/projects" or an anchor like "#work", got ${describe(value)}`;
    case "file":
      if (!isText(value)) return `must be a file path, got ${describe(value)}`;
      return source.exists(value) ? undefined : `points to ${value}, which does not exist in content/`;
    case "textList":
      return Array.isArray(value) && value.length > 0 && value.every(isText)
        ? undefined
        : `must be a non-empty list of texts, got ${describe(value)}`;
    case "technologies":
      return Array.isArray(value) && value.length > 0
        ? undefined
        : `must be a non-empty list of {name, icon, color}, got ${describe(value)}`;
  }
}

function checkEntry(
  entry: unknown,
  fields: Record<string, FieldKind>,
  where: Omit<ContentProblem, "problem" | "field">,
  source: ContentSource,
): ContentProblem[] {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    return [{ ...where, problem: `must be an object, got ${describe(entry)}` }];
  }
  const problems: ContentProblem[] = [];
  for (const [field, kind] of Object.entries(fields)) {
    const value = (entry as Entry)[field];
    const problem = fieldProblem(kind, value, source);
    if (problem) {
      problems.push({ ...where, field, problem });
    } else if (kind === "technologies") {
      (value as unknown[]).forEach((tech, i) => {
        const techWhere = { ...where, entry: `${where.entry}, ${field}[${i}]` };
        problems.push(...checkEntry(tech, TECHNOLOGY_FIELDS, techWhere, source));
      });
    }
  }
  return problems;
}

function entryLabel(entry: unknown, index: number, uniqueBy?: string): string {
  const key = uniqueBy && typeof entry === "object" && entry ? (entry as Entry)[uniqueBy] : undefined;
  return key === undefined ? `entry ${index + 1}` : `entry ${index + 1} (${uniqueBy} ${JSON.stringify(key)})`;
}

export function checkContent(source: ContentSource): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [file, rule] of Object.entries(CONTENT_SCHEMA)) {
    const text = source.read(file);
    if (text === undefined) {
      problems.push({ file, problem: "is missing" });
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      problems.push({ file, problem: `is not valid JSON (${(error as Error).message})` });
      continue;
    }
    if (rule.shape === "object") {
      problems.push(...checkEntry(data, rule.fields, { file }, source));
      continue;
    }
    if (!Array.isArray(data) || data.length === 0) {
      problems.push({ file, problem: "must be a non-empty JSON list of entries" });
      continue;
    }
    const seen = new Map<unknown, number>();
    data.forEach((entry, index) => {
      const label = entryLabel(entry, index, rule.uniqueBy);
      problems.push(...checkEntry(entry, rule.fields, { file, entry: label }, source));
      const key = rule.uniqueBy ? (entry as Entry | null)?.[rule.uniqueBy] : undefined;
      if (key === undefined) return;
      const first = seen.get(key);
      if (first !== undefined) {
        problems.push({
          file,
          entry: label,
          field: rule.uniqueBy,
          problem: `duplicates entry ${first + 1}; each ${rule.uniqueBy} must be unique`,
        });
      } else {
        seen.set(key, index);
      }
    });
  }
  return problems;
}

export function formatProblem({ file, entry, field, problem }: ContentProblem): string {
  const place = [`content/${file}`, entry, field && `field "${field}"`].filter(Boolean).join(" › ");
  return `${place}: ${problem}`;
}
