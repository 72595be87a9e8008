import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { changedSince, onlyContent } from "../../../scripts/test-run/changes.mjs";

/** A repository with a commit of `content/stats.json` and `src/app.ts`, as `cwd`. */
let repo: string;
const cwd = process.cwd();
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: repo, stdio: "pipe" });
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  fs.writeFileSync(path.join(repo, file), text);
};

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "changes-"));
  git("init", "--quiet");
  write("content/stats.json", "[]\n");
  write("src/app.ts", "export {};\n");
  git("add", ".");
  git("commit", "--quiet", "-m", "base");
  process.chdir(repo);
});
afterEach(() => {
  process.chdir(cwd);
  fs.rmSync(repo, { recursive: true, force: true });
});

it("lists what changed since a commit: committed, staged, in the working tree, new and deleted", () => {
  write("content/stats.json", '[{ "label": "Clients" }]\n');
  git("commit", "--quiet", "-am", "relabel");
  write("content/new picture.png", "");
  write("content/images/صورة.png", "");
  git("rm", "--quiet", "src/app.ts");
  write("content/skills.json", "[]\n");
  expect(changedSince("HEAD~1")).toEqual([
    "content/images/صورة.png",
    "content/new picture.png",
    "content/skills.json",
    "content/stats.json",
    "src/app.ts",
  ]);
});

it("knows no commit it cannot find, as in a shallow clone", () => {
  expect(changedSince("HEAD~5")).toBeUndefined();
  expect(changedSince("no-such-branch")).toBeUndefined();
});

it("takes content/ alone as content, and nothing at all as not", () => {
  expect(onlyContent(["content/stats.json", "content/images/a b.png"])).toBe(true);
  expect(onlyContent(["content/stats.json", "src/app.ts"])).toBe(false);
  expect(onlyContent(["src/content/schema/site.ts"])).toBe(false);
  expect(onlyContent([])).toBe(false);
});
