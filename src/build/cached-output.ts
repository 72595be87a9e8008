import { type Hash, createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** What this needs of Gatsby's cache: the `cache` every node API is given (or `getCache(name)`). */
export interface OutputCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

/** Everything an output is made from. Whatever is left out here could leave a stale output online. */
export interface OutputInputs {
  /** The values it is made from (the content's fields), as JSON. */
  values: unknown;
  /** Files whose bytes it is made from: a screenshot, an icon, a font. */
  files?: readonly string[];
  /**
   * The generator's own code, as `codeDigest` hashed it once for all the outputs of a build: the code and the lockfile
   * are most of the bytes a key reads, and the same for every output.
   */
  code: string;
}

export interface CachedOutput<T> {
  /** What the generator returned, kept as JSON (a path into its scratch folder means nothing once it is gone). */
  value: T;
  /** The files written into the public folder, by absolute path. */
  files: string[];
  /** Whether the generator ran, rather than its output being taken from the cache. */
  made: boolean;
}

/** Held in the cache under the output's name, so an output that changes replaces its entry rather than adding one. */
interface Entry {
  key: string;
  value: unknown;
  /** Each file's bytes in base64, by its path inside the public folder. */
  files: Record<string, string>;
}

/** A file, or a folder's files in name order. */
const filesUnder = async (named: string): Promise<string[]> => {
  const stat = await fs.promises.stat(named);
  if (!stat.isDirectory()) return [named];
  const names = await fs.promises.readdir(named, { recursive: true, withFileTypes: true });
  return names
    .filter((name) => name.isFile())
    .map((name) => path.join(name.parentPath, name.name))
    .sort();
};

/**
 * Each named file's bytes, and a folder's files by their names in it, into `hash`. Paths are hashed relative to what
 * was named, so that the key stays the same in another clone (Netlify's). A path that does not exist throws: a key that
 * silently left an input out could not tell when it changes.
 */
async function hashFiles(hash: Hash, named: readonly string[]): Promise<Hash> {
  for (const one of named) {
    hash.update("\0named");
    for (const file of await filesUnder(one)) {
      hash.update(`\0${path.relative(one, file)}\0`).update(await fs.promises.readFile(file));
    }
  }
  return hash;
}

/** The sha256 of a generator's code: files, and folders whose every file counts (generatorCode). */
export async function codeDigest(code: readonly string[]): Promise<string> {
  return (await hashFiles(createHash("sha256"), code)).digest("hex");
}

/** The sha256 of every input: the values as JSON, then the files' bytes, then the code's digest. */
export async function outputKey({ values, files = [], code }: OutputInputs): Promise<string> {
  const hash = createHash("sha256").update(JSON.stringify(values ?? null));
  await hashFiles(hash.update("\0files"), files);
  return hash.update(`\0code\0${code}`).digest("hex");
}

/**
 * The output called `name` (unique among the outputs kept in `cache`), written into `publicDir`: taken from the cache
 * when it holds the output of these very inputs, else made by `make`, which writes its files into the scratch folder
 * it is given as if it were the public folder, and kept. Written into `publicDir` either way, since it may have been
 * emptied (`gatsby clean`) while the cache was kept, or the other way round.
 */
export async function cachedOutput<T>(
  { cache, name, inputs, publicDir }: { cache: OutputCache; name: string; inputs: OutputInputs; publicDir: string },
  make: (outDir: string) => Promise<T>,
): Promise<CachedOutput<T>> {
  const key = await outputKey(inputs);
  const cacheKey = `cached-output:${name}`;
  const held = (await cache.get(cacheKey)) as Entry | undefined;
  let entry: Entry;
  let made = false;
  if (held?.key === key) {
    entry = held;
  } else {
    const outDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "cached-output-"));
    try {
      const value = await make(outDir);
      const written = await filesUnder(outDir);
      const files: Record<string, string> = {};
      for (const file of written) {
        files[path.relative(outDir, file)] = (await fs.promises.readFile(file)).toString("base64");
      }
      entry = { key, value: value ?? null, files };
    } finally {
      await fs.promises.rm(outDir, { recursive: true, force: true });
    }
    await cache.set(cacheKey, entry);
    made = true;
  }
  const files = await Promise.all(
    Object.entries(entry.files).map(async ([relative, base64]) => {
      const file = path.join(publicDir, relative);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, Buffer.from(base64, "base64"));
      return file;
    }),
  );
  return { value: entry.value as T, files, made };
}
