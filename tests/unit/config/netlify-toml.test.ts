import fs from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";

/** The parts of netlify.toml checked here. */
interface NetlifyToml {
  build?: { command?: string; publish?: string; functions?: string; environment?: Record<string, string> };
  headers?: { for: string; values: Record<string, string> }[];
}

const netlifyToml = parse(fs.readFileSync(path.join(__dirname, "../../../netlify.toml"), "utf8")) as NetlifyToml;

/**
 * The header rules by path (`for` → its header values). netlify dev replaces
 * Cache-Control with its own on local files, so the caching rules are checked
 * here, in the configuration Netlify reads.
 */
const rules: Record<string, Record<string, string>> = Object.fromEntries(
  (netlifyToml.headers ?? []).map((rule) => [rule.for, rule.values]),
);

describe("netlify.toml", () => {
  it("builds with the script-deferring and CSP steps (in that order), publishes public/ and deploys the functions", () => {
    expect(netlifyToml.build).toMatchObject({
      command: "npm run build",
      publish: "public",
      functions: "netlify/functions",
    });
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../package.json"), "utf8"));
    expect(pkg.scripts.build).toBe(
      "gatsby build && node scripts/scripts-after-first-view.mjs && node scripts/write-headers.mjs",
    );
  });

  it("caches hashed bundles and /static/ for a year and leaves HTML and page data to revalidate", () => {
    for (const path of ["/*.js", "/*.css", "/static/*"]) {
      expect(rules[path]["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    }
    // No rule lengthens the life of HTML, page-data or app-data: Netlify revalidates them by default.
    const longLived = Object.entries(rules).filter(([, values]) => /max-age=[1-9]/.test(values["Cache-Control"] ?? ""));
    expect(longLived.map(([path]) => path).filter((p) => /html|page-data|^\/\*$/.test(p))).toEqual([]);
  });

  it("sets no Content-Security-Policy (public/_headers does) and no Cross-Origin-Embedder-Policy", () => {
    const headerNames = (netlifyToml.headers ?? []).flatMap((rule) => Object.keys(rule.values ?? {}));
    const forbidden = /^(content-security-policy|cross-origin-embedder-policy)/i;
    expect(headerNames.filter((name) => forbidden.test(name))).toEqual([]);
  });
});
