// What `npm test` runs (docs/testing.md, "What runs when"): everything; what a change to content/ alone can break; or
// the tests a maintainer names.
import fs from "node:fs";
import path from "node:path";
import { missingFor } from "../engines.mjs";
import { copyBuildToSite } from "./generated-site.mjs";
import {
  REPORTS,
  browserTests,
  check,
  jestReport,
  notRun,
  ownCounts,
  playwrightReport,
  run,
  start,
  unitTests,
} from "./steps.mjs";

/** This commit's generated content set (tests/support/content-sets.ts), its build, and the site folder serving it. */
const GENERATED_CONTENT = "reports/generated/content";
const GENERATED_SITE = "reports/generated/site";
/** Where scripts/netlify-build.mjs writes the counts of its checks. */
const NETLIFY_REPORT = `${REPORTS}/netlify-build.json`;

const contentCheck = async () =>
  check("content (npm run check:content)", await run("npm", ["run", "--silent", "check:content"]));

/** Netlify's own build of content/ (offline, deploy-preview context) and the checks of its output. */
async function netlifyBuild() {
  fs.rmSync(NETLIFY_REPORT, { force: true });
  ownCounts("netlify build and its output", await run("node", ["scripts/netlify-build.mjs"]), NETLIFY_REPORT);
  // The checks ran on a whole build: the browser tests can test it even when one of them failed.
  return fs.existsSync(NETLIFY_REPORT);
}

/** Runs Playwright in the foreground and records its counts under `name`. */
async function browser(name, args, env = {}) {
  const report = `${REPORTS}/${name.replace(/\W+/g, "-")}.json`;
  const outcome = await run("npx", ["playwright", "test", ...args], { ...env, ...playwrightReport(report) });
  return browserTests(name, outcome, report);
}

/** An engine that cannot start here is skipped on a developer's machine and fails in CI (tests/e2e/engines). */
function sayMissingEngines() {
  for (const engine of ["firefox", "webkit"]) {
    const missing = missingFor(engine);
    if (missing) console.log(`${engine} tests ${process.env.CI ? "fail" : "are skipped"}: install ${missing}`);
  }
}

/**
 * Everything, each build made once: the content check; lint and the unit tests alongside this commit's generated
 * content's build; then Netlify's build of content/ on top of it (Netlify builds on its last build's cache, whose
 * content and pages all differed), with the typecheck, `npm start`'s test and the content-sensitive browser tests on
 * the generated build alongside; then every browser test on Netlify's build.
 */
export async function everything() {
  await contentCheck();
  const lint = start("lint", "npm", ["run", "--silent", "lint"]);
  const unitReport = `${REPORTS}/jest.json`;
  const unit = start("jest", "npx", ["jest", ...jestReport(unitReport)]);

  // The largest valid site, every optional part filled, built as content/ is; then served from a folder of its own.
  const generatedOk =
    (await run("npx", ["tsx", "tests/support/write-content-set.ts", GENERATED_CONTENT])).ok &&
    check(
      `the generated content's build (CONTENT_DIR=${GENERATED_CONTENT})`,
      await run("npm", ["run", "--silent", "build"], { CONTENT_DIR: GENERATED_CONTENT }),
    );
  if (generatedOk) copyBuildToSite(GENERATED_SITE);

  // After the first build, which regenerates types/gatsby-types.d.ts from the queries: a changed query is type-checked
  // against its own types, not the committed ones.
  const typecheck = start("typecheck", "npx", ["tsc", "--noEmit"]);
  // `npm start` in a real browser (tests/dev-server), in a copy of the site.
  const devReport = `${REPORTS}/dev-server.json`;
  const devServer = start("dev-server", "npx", ["playwright", "test", "-c", "playwright.dev.config.ts"], {
    ...playwrightReport(devReport),
  });
  // The tests tagged @content, whose expectations come from the content, on the generated site too: a test that kept
  // a copy of today's content, or a layout that only today's content fits, fails here, not on the owner's next edit.
  const generatedName = "browser, the generated content (playwright @content)";
  const generatedReport = `${REPORTS}/browser-generated.json`;
  const generated =
    generatedOk &&
    // Its tests of the content in Chromium, of its languages in every engine (playwright.config.ts).
    start("browser-generated", "npx", ["playwright", "test", "--workers=2"], {
      CONTENT_DIR: GENERATED_CONTENT,
      E2E_SITE: GENERATED_SITE,
      // Beside the run on Netlify's build, its servers on ports of their own (CI picks free ones for each run).
      ...(process.env.CI ? {} : { E2E_PORT: "8889", FAKE_SITEVERIFY_PORT: "8899" }),
      ...playwrightReport(generatedReport),
    });

  const built = await netlifyBuild();
  sayMissingEngines();
  if (built) await browser("browser (playwright)", []);
  else notRun("browser (playwright)", "the build failed");

  check("lint and formatting (npm run lint)", await lint.finish());
  check("typecheck", await typecheck.finish());
  browserTests("npm start, a content mistake (playwright dev server)", await devServer.finish(), devReport);
  unitTests("unit (jest)", await unit.finish(), unitReport);
  if (generated) browserTests(generatedName, await generated.finish(), generatedReport);
  else notRun(generatedName, "its build failed");
}

/** The unit tests that read the content: those that import tests/support/content-fixture.ts themselves. */
function unitTestsOfContent() {
  const files = fs.readdirSync("tests/unit", { recursive: true }).map((file) => path.join("tests/unit", file));
  return files.filter(
    (file) => /\.test\.tsx?$/.test(file) && /from "[./]*support\/content-fixture"/.test(fs.readFileSync(file, "utf8")),
  );
}

/**
 * What a change to content/ alone can break, and nothing the content cannot change (the code's unit tests, lint, the
 * typecheck, the generated content's build): the content check, which stops the run with its message; Netlify's build
 * of content/; the unit tests that read the content alongside it; and every browser test tagged @content, in every
 * engine, with the smoke check, the CV's PDFs and the share images among them.
 */
export async function contentOnly() {
  if (!(await contentCheck())) return;
  const unitReport = `${REPORTS}/jest.json`;
  const unit = start("jest", "npx", ["jest", ...jestReport(unitReport), ...unitTestsOfContent()]);
  const built = await netlifyBuild();
  sayMissingEngines();
  if (built) await browser("browser, the tests of the content (playwright @content)", ["--grep=@content"]);
  else notRun("browser (playwright @content)", "the build failed");
  unitTests("unit tests of the content (jest)", await unit.finish(), unitReport);
}

/**
 * The test files named (unit, browser or `npm start`'s), or the browser tests whose title matches `grep`, each with
 * the build it needs: the browser tests serve public/, built first when it is missing.
 */
export async function named(files, grep) {
  const under = (folder) => files.filter((file) => path.normalize(file).startsWith(folder));
  const unit = under("tests/unit");
  const dev = under("tests/dev-server");
  const e2e = files.filter((file) => !unit.includes(file) && !dev.includes(file));
  const byName = grep ? ["--grep", grep] : [];
  if (unit.length > 0) {
    const report = `${REPORTS}/jest.json`;
    unitTests(
      "unit (jest)",
      await run("npx", ["jest", ...jestReport(report), ...unit, ...(grep ? ["-t", grep] : [])]),
      report,
    );
  }
  if (dev.length > 0) {
    const report = `${REPORTS}/dev-server.json`;
    const outcome = await run("npx", ["playwright", "test", "-c", "playwright.dev.config.ts", ...dev, ...byName], {
      ...playwrightReport(report),
    });
    browserTests("npm start (playwright dev server)", outcome, report);
  }
  if (e2e.length > 0 || (grep && files.length === 0)) {
    if (!fs.existsSync("public/index.html") && !check("the build (npm run build)", await run("npm", ["run", "build"])))
      return;
    await browser("browser (playwright)", [...e2e, ...byName]);
  }
}
