import fs from "node:fs";
import path from "node:path";
import type { ContentSource } from "../../src/content/check-content";
import { contentDir } from "../../src/content/content-dir";
import { contentFolder } from "../../src/content/content-folder";

/** content/, or the content set CONTENT_DIR names. */
export const CONTENT_DIR = contentDir(path.join(__dirname, "../.."));

/** The content, as the content check reads it. */
export const realContent = (): ContentSource => contentFolder(CONTENT_DIR);

/** Parsed JSON of a content file, for component tests. */
export function readContent<T>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, name), "utf8")) as T;
}

type Queried<T> = T extends string
  ? T | { publicURL: string }
  : T extends object
    ? { [K in keyof T]: Queried<T[K]> }
    : T;

/**
 * Content shaped like a GraphQL answer: file paths ("./icons/x.svg") become
 * `{ publicURL }` and a JSON `id` becomes `jsonId`, as Gatsby serves them.
 */
export function asQueried<T>(value: T): Queried<T> {
  if (typeof value === "string" && value.startsWith("./")) {
    return { publicURL: `/static/${value.slice(2)}` } as Queried<T>;
  }
  if (Array.isArray(value)) return value.map(asQueried) as Queried<T>;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key === "id" ? "jsonId" : key, asQueried(v)]),
    ) as Queried<T>;
  }
  return value as Queried<T>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures stand in for generated query types
export const queried = (name: string): any => asQueried(readContent<unknown>(name));
