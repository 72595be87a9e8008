import path from "node:path";

/**
 * The site whose production build the browser tests serve: this checkout, its build in public/, or the site folder
 * E2E_SITE names (`npm test` serves the generated content's build from one: scripts/test-run/generated-site.mjs).
 */
export const SITE_DIR = path.resolve(__dirname, "../..", process.env.E2E_SITE ?? ".");

/** That build. */
export const PUBLIC_DIR = path.join(SITE_DIR, "public");
