import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeLeftovers } from "../../../src/build/remove-leftovers";

/** A folder holding files at the `relative` paths, each holding its own name. */
function folderWith(relative: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leftovers-"));
  for (const file of relative) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), file);
  }
  return dir;
}

/** The files under `dir`, as paths relative to it. */
const listed = (dir: string) =>
  fs
    .globSync("**/*", { cwd: dir, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

const PATTERNS = ["*-CV.pdf", "share/**/*.png"];

test("removes what matches and this build did not write; leaves the rest and the owner's static files", () => {
  // public/ as an earlier build left it, with the owner's own PDF copied from static/.
  const publicDir = folderWith([
    "Old-Name-CV.pdf",
    "New-Name-CV.pdf",
    "Portfolio-CV.pdf",
    "share/cv.png",
    "share/projects/retired.png",
    "share/projects/kept.png",
    "index.html",
    "static/logo.png",
  ]);
  const staticDir = folderWith(["Portfolio-CV.pdf"]);
  const written = ["New-Name-CV.pdf", "share/cv.png", "share/projects/kept.png"].map((f) => path.join(publicDir, f));

  const removed = removeLeftovers({ publicDir, staticDir, patterns: PATTERNS, written });

  expect(removed.map((file) => path.relative(publicDir, file)).sort()).toEqual([
    "Old-Name-CV.pdf",
    "share/projects/retired.png",
  ]);
  expect(listed(publicDir)).toEqual([
    "New-Name-CV.pdf",
    "Portfolio-CV.pdf",
    "index.html",
    "share/cv.png",
    "share/projects/kept.png",
    "static/logo.png",
  ]);
  for (const dir of [publicDir, staticDir]) fs.rmSync(dir, { recursive: true });
});

test("removes nothing from a first build, with or without a static folder", () => {
  const publicDir = folderWith(["index.html"]);
  const staticDir = path.join(publicDir, "no-such-folder");
  expect(removeLeftovers({ publicDir, staticDir, patterns: PATTERNS, written: [] })).toEqual([]);
  expect(listed(publicDir)).toEqual(["index.html"]);
  fs.rmSync(publicDir, { recursive: true });
});
