/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const SCRIPT = path.join(__dirname, "../../../scripts/fresh-inline-css.mjs");

const OLD_CSS = "body{color:red}";
// `$&` and `$1` would be patterns to String.replace: the stylesheet must be copied as it is.
const NEW_CSS = 'body{color:blue}a::after{content:"$& $1"}';
const page = (href: string, css: string) =>
  `<!DOCTYPE html><html><head><style data-href="${href}" data-identity="gatsby-global-css">${css}</style>` +
  `<style>.other{}</style></head><body><p>Ünïcode</p></body></html>`;

/** A built site whose stylesheet is now styles.new.css; returns its folder. */
function site(pages: Record<string, string>, appChunk = ["app-1.js", "styles.new.css"]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fresh-css-"));
  fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: { app: appChunk } }));
  fs.writeFileSync(path.join(dir, "styles.old.css"), OLD_CSS);
  fs.writeFileSync(path.join(dir, "styles.new.css"), NEW_CSS);
  for (const [name, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), html);
  }
  return dir;
}

const run = (dir: string) => execFileSync("node", [SCRIPT, dir], { encoding: "utf8", stdio: "pipe" });
const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, name), "utf8");

describe("scripts/fresh-inline-css.mjs", () => {
  it("gives a page left from an earlier build this build's stylesheet, and leaves fresh pages byte for byte", () => {
    const fresh = page("/styles.new.css", NEW_CSS);
    const dir = site({ "index.html": page("/styles.old.css", OLD_CSS), "projects/index.html": fresh });
    expect(run(dir)).toContain("1 of 2 pages inlined an earlier build's stylesheet; now /styles.new.css");
    expect(read(dir, "index.html")).toBe(fresh);
    expect(read(dir, "projects/index.html")).toBe(fresh);
  });

  it("leaves a page without Gatsby's inline stylesheet alone", () => {
    const plain = "<!DOCTYPE html><html><head><style>p{}</style></head><body></body></html>";
    const dir = site({ "index.html": plain });
    run(dir);
    expect(read(dir, "index.html")).toBe(plain);
  });

  it("stops the build, naming the file, when the stats do not name one stylesheet", () => {
    const dir = site({ "index.html": page("/styles.old.css", OLD_CSS) }, ["app-1.js"]);
    expect(() => run(dir)).toThrow(/webpack\.stats\.json: expected one stylesheet in the app chunk, found 0/);
  });
});
