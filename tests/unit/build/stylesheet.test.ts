import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { builtStylesheet, pagesInliningAnother } from "../../../src/build/stylesheet";

const page = (href: string) =>
  `<!DOCTYPE html><html><head><style data-href="${href}" data-identity="gatsby-global-css">p{}</style></head></html>`;

/** A built site: its webpack stats name `appChunk`, and it holds `files` (path → content; null for a folder). */
function site(files: Record<string, string | null>, appChunk = ["app-1.js", "styles.new.css"]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stylesheet-"));
  fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: { app: appChunk } }));
  for (const [name, content] of Object.entries(files)) {
    const full = path.join(dir, name);
    fs.mkdirSync(content === null ? full : path.dirname(full), { recursive: true });
    if (content !== null) fs.writeFileSync(full, content);
  }
  return dir;
}

test("names this build's stylesheet as Gatsby does in a page", () => {
  expect(builtStylesheet(site({}))).toBe("/styles.new.css");
});

test("stops, naming the file, when the stats do not name one stylesheet", () => {
  expect(() => builtStylesheet(site({}, ["app-1.js"]))).toThrow(
    /webpack\.stats\.json: expected one stylesheet in the app chunk, found 0/,
  );
});

test("lists the pages, at any depth, that inline another stylesheet", () => {
  const dir = site({
    "index.html": page("/styles.new.css"),
    "projects/index.html": page("/styles.old.css"),
    "projects/a/index.html": page("/styles.old.css"),
    "plain.html": "<!DOCTYPE html><html><head><style>p{}</style></head></html>",
    "page-data/404.html": null,
  });
  expect(pagesInliningAnother(dir, "/styles.new.css")).toEqual(["projects/a/index.html", "projects/index.html"]);
});
