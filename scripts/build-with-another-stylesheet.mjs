#!/usr/bin/env node
// Builds the site once with a stylesheet other than the committed one, then puts the committed one back. The build
// that follows then starts, as every Netlify build does, from an earlier build whose pages inline another
// stylesheet, and fails (gatsby-node.ts, onPostBuild) if any page still does. `npm test` runs it before Netlify's.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const STYLESHEET = "src/styles/global.css";

const committed = fs.readFileSync(STYLESHEET, "utf8");
try {
  fs.writeFileSync(STYLESHEET, `${committed}\n:root {\n  --an-earlier-build: 1;\n}\n`);
  process.exitCode = spawnSync("npx", ["gatsby", "build"], { stdio: "inherit" }).status === 0 ? 0 : 1;
} finally {
  fs.writeFileSync(STYLESHEET, committed);
}
