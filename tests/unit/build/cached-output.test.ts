import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type OutputCache, type OutputInputs, cachedOutput, codeDigest } from "../../../src/build/cached-output";

// Gatsby's own cache, the `cache` of every node API: an LMDB database under <root>/.cache/, which a later build (or
// Netlify's next) reads. Its root is read once, as the module loads.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "cached-output-cache-"));
(globalThis as { __GATSBY?: { root: string } }).__GATSBY = { root };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const GatsbyCacheLmdb = (require("gatsby/dist/utils/cache-lmdb") as { default: LmdbCache }).default;
interface LmdbCache {
  new (options: { name: string }): OutputCache;
  getStore(): { close(): Promise<void> };
}
afterAll(async () => {
  await GatsbyCacheLmdb.getStore().close();
  fs.rmSync(root, { recursive: true, force: true });
});

let dir: string;
let publicDir: string;
let cacheName: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cached-output-test-"));
  publicDir = path.join(dir, "public");
  cacheName = path.basename(dir);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** This test's part of Gatsby's cache, as a new build opens it: what it holds is read from the database. */
const gatsbyCache = () => new GatsbyCacheLmdb({ name: cacheName });

const write = (file: string, body: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
};

/**
 * A content file (a screenshot, say) and a generator's code folder (a module and its font), each with its bytes; the
 * code hashed afresh, as each build does.
 */
async function inputsOf(values: unknown): Promise<OutputInputs> {
  return { values, files: [path.join(dir, "content/shot.jpg")], code: await codeDigest([path.join(dir, "generator")]) };
}

/**
 * A generator whose output is made of everything it reads: the value, the content file's bytes and its code's, so a
 * reused output that should have been made again shows as wrong bytes. It counts its runs.
 */
function generator(values: { title: string }) {
  const runs = { count: 0 };
  const make = async (outDir: string) => {
    runs.count += 1;
    const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8");
    write(
      path.join(outDir, "share/out.png"),
      [values.title, read("content/shot.jpg"), read("generator/draw.ts"), read("generator/fonts/font.woff2")].join("|"),
    );
    return { title: values.title };
  };
  return { make, runs };
}

/** Builds the output of `values` with a cache opened afresh, and says what it wrote and whether it was made. */
async function build(values: { title: string }) {
  const { make, runs } = generator(values);
  const output = await cachedOutput(
    { cache: gatsbyCache(), name: "out", inputs: await inputsOf(values), publicDir },
    make,
  );
  return { ...output, runs: runs.count, bytes: fs.readFileSync(path.join(publicDir, "share/out.png"), "utf8") };
}

beforeEach(() => {
  write(path.join(dir, "content/shot.jpg"), "shot-1");
  write(path.join(dir, "generator/draw.ts"), "draw-1");
  write(path.join(dir, "generator/fonts/font.woff2"), "font-1");
});

describe("cachedOutput", () => {
  it("makes an output once; a later build with the same inputs writes the kept bytes, into an emptied public/", async () => {
    const first = await build({ title: "A" });
    expect(first).toMatchObject({ made: true, runs: 1, bytes: "A|shot-1|draw-1|font-1", value: { title: "A" } });
    expect(first.files).toEqual([path.join(publicDir, "share/out.png")]);

    fs.rmSync(publicDir, { recursive: true });
    const again = await build({ title: "A" });
    expect(again).toMatchObject({ made: false, runs: 0, bytes: "A|shot-1|draw-1|font-1", value: { title: "A" } });
    expect(again.files).toEqual(first.files);
  });

  it("makes it again when a content value changes (a title)", async () => {
    await build({ title: "A" });
    expect(await build({ title: "B" })).toMatchObject({ made: true, bytes: "B|shot-1|draw-1|font-1" });
    // And back: the entry was replaced, not added to.
    expect(await build({ title: "A" })).toMatchObject({ made: true, bytes: "A|shot-1|draw-1|font-1" });
  });

  it("makes it again when a content file's bytes change (a screenshot), under the same name", async () => {
    await build({ title: "A" });
    write(path.join(dir, "content/shot.jpg"), "shot-2");
    expect(await build({ title: "A" })).toMatchObject({ made: true, bytes: "A|shot-2|draw-1|font-1" });
  });

  it("makes it again when the generator's code changes: its drawing code, its font, a file added", async () => {
    await build({ title: "A" });
    write(path.join(dir, "generator/draw.ts"), "draw-2");
    expect(await build({ title: "A" })).toMatchObject({ made: true, bytes: "A|shot-1|draw-2|font-1" });
    write(path.join(dir, "generator/fonts/font.woff2"), "font-2");
    expect(await build({ title: "A" })).toMatchObject({ made: true, bytes: "A|shot-1|draw-2|font-2" });
    write(path.join(dir, "generator/helper.ts"), "helper");
    expect(await build({ title: "A" })).toMatchObject({ made: true, runs: 1 });
    expect(await build({ title: "A" })).toMatchObject({ made: false, runs: 0 });
  });

  it("keeps each output under its own name, and an output that writes nothing", async () => {
    const cache = gatsbyCache();
    const nothing = async () => null;
    const inputs = await inputsOf({ title: "A" });
    await cachedOutput({ cache, name: "a", inputs, publicDir }, generator({ title: "A" }).make);
    expect(await cachedOutput({ cache, name: "b", inputs, publicDir }, nothing)).toEqual({
      value: null,
      files: [],
      made: true,
    });
    expect(await cachedOutput({ cache, name: "b", inputs, publicDir }, nothing)).toMatchObject({ made: false });
    expect(await cachedOutput({ cache, name: "a", inputs, publicDir }, nothing)).toMatchObject({ made: false });
  });

  it("refuses an input that does not exist rather than leave it out of the key", async () => {
    const inputs = { values: 1, files: [path.join(dir, "missing.jpg")], code: "" };
    await expect(cachedOutput({ cache: gatsbyCache(), name: "a", inputs, publicDir }, async () => 1)).rejects.toThrow(
      /missing\.jpg/,
    );
    await expect(codeDigest([path.join(dir, "generator"), path.join(dir, "missing.ts")])).rejects.toThrow(
      /missing\.ts/,
    );
  });

  it("keeps nothing of a generator that fails, and removes its scratch folder", async () => {
    let scratch = "";
    const fail = (outDir: string) => {
      scratch = outDir;
      write(path.join(outDir, "half.png"), "half");
      return Promise.reject(new Error("cannot draw"));
    };
    const cache = gatsbyCache();
    await expect(cachedOutput({ cache, name: "a", inputs: await inputsOf(1), publicDir }, fail)).rejects.toThrow(
      "cannot",
    );
    expect(await cache.get("cached-output:a")).toBeUndefined();
    expect(fs.existsSync(scratch)).toBe(false);
    expect(fs.existsSync(publicDir)).toBe(false);
  });
});
