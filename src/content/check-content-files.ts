import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type ContentReport, type ContentSource, checkContent, checkContentFor } from "./check-content";
import { contentFileProblem } from "./open-content-file";

/** What opening each file found, by the hash of its bytes and its name: a file that opened once opens again. */
const CACHE_FILE = path.join(process.cwd(), "node_modules/.cache/content-check/opened.json");

type Opened = Record<string, string | null>;

function readCache(): Opened {
  try {
    return JSON.parse(fs.readFileSync(CACHE_FILE, "utf8")) as Opened;
  } catch {
    return {};
  }
}

/** The files the content points to that exist, as the check's own pass over the content finds them. */
function namedFiles(source: ContentSource): string[] {
  const named = new Set<string>();
  checkContent({
    ...source,
    exists: (file) => {
      const there = source.exists(file);
      if (there) named.add(file);
      return there;
    },
  });
  return [...named];
}

/** Every file the content points to that the build could not use, with why; opened with the build's decoders. */
export async function openContentFiles(source: ContentSource): Promise<Map<string, string>> {
  if (!source.bytes) return new Map();
  const cache = readCache();
  // Only this check's files are kept, so the cache does not grow with every edit.
  const kept: Opened = {};
  const found = await Promise.all(
    namedFiles(source).map(async (file) => {
      const bytes = await source.bytes!(file);
      if (!bytes) return [file, null] as const;
      const key = `${crypto.createHash("sha256").update(bytes).digest("hex")} ${path.extname(file).toLowerCase()}`;
      kept[key] = key in cache ? cache[key]! : ((await contentFileProblem(bytes, file)) ?? null);
      return [file, kept[key]] as const;
    }),
  );
  try {
    fs.mkdirSync(path.dirname(CACHE_FILE), { recursive: true });
    fs.writeFileSync(CACHE_FILE, JSON.stringify(kept));
  } catch {
    // A cache that cannot be written only makes the next check slower.
  }
  return new Map(found.filter((entry): entry is [string, string] => entry[1] !== null));
}

/** The content check, with every file the content points to opened as the build will open it. */
export async function checkContentAndFiles(source: ContentSource, context: string | undefined): Promise<ContentReport> {
  return checkContentFor(source, context, await openContentFiles(source));
}
