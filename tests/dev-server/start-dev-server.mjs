#!/usr/bin/env node
// `gatsby develop` for tests/dev-server, in a copy of the site at reports/dev-server/site (node_modules linked): the
// test breaks and mends the copy's content/, and the dev server's .cache/, public/ and types/ stay out of the
// checkout, where builds and their browser tests run alongside. Usage: start-dev-server.mjs <port>
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.join(import.meta.dirname, "../..");
const DEV_SITE = "reports/dev-server/site";
/** What the copy leaves out: what builds write, and what the site does not read. */
const LEFT_OUT = new Set([".git", ".cache", "public", "reports", "node_modules", "test-results", "playwright-report"]);

/**
 * Written while the test's content has a mistake. A dev server stopped then (a failed test) can leave Gatsby's cache
 * holding the broken content's nodes, which the next start would serve: that start begins from an empty cache.
 */
const BROKEN_MARK = path.join(ROOT, "reports/dev-server/content-broken");

/** The dev server's output, as its terminal shows it. */
const TERMINAL_LOG = path.join(ROOT, "reports/dev-server/terminal.log");

const site = path.join(ROOT, DEV_SITE);
if (fs.existsSync(BROKEN_MARK)) {
  for (const built of [".cache", "public"]) fs.rmSync(path.join(site, built), { recursive: true, force: true });
  fs.rmSync(BROKEN_MARK);
}
fs.mkdirSync(site, { recursive: true });
for (const entry of fs.readdirSync(ROOT)) {
  if (LEFT_OUT.has(entry)) continue;
  fs.rmSync(path.join(site, entry), { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, entry), path.join(site, entry), { recursive: true });
}
// A repository of its own, so that Tailwind's scan skips what .gitignore lists (.cache/, public/), as in the checkout:
// outside a repository it scans them, and every file Gatsby writes there starts another bundle.
if (!fs.existsSync(path.join(site, ".git"))) execFileSync("git", ["init", "--quiet"], { cwd: site });
if (!fs.existsSync(path.join(site, "node_modules")))
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(site, "node_modules"));

const { CONTENT_DIR: _, ...env } = process.env;
// gatsby itself, not through npx, so that the signal that stops this script reaches it.
const develop = spawn(path.join(site, "node_modules/.bin/gatsby"), ["develop", "-p", process.argv[2] ?? "8010"], {
  cwd: site,
  env,
  stdio: ["inherit", "pipe", "pipe"],
});
// What the owner's terminal would show, for the test to read as well.
const terminal = fs.createWriteStream(TERMINAL_LOG);
develop.stdout.on("data", (chunk) => (process.stdout.write(chunk), terminal.write(chunk)));
develop.stderr.on("data", (chunk) => (process.stderr.write(chunk), terminal.write(chunk)));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => develop.kill(signal));
develop.on("exit", (code) => process.exit(code ?? 1));
