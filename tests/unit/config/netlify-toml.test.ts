/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

/**
 * netlify dev replaces Cache-Control with its own on local files, so the
 * caching rules are checked here, in the configuration Netlify reads.
 */
function headerRules(toml: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  for (const block of toml.split("[[headers]]").slice(1)) {
    const path = /for = "([^"]+)"/.exec(block)![1];
    rules[path] = Object.fromEntries(
      [...block.matchAll(/^\s+([\w-]+) = "([^"]*)"/gm)].filter(([, key]) => key !== "for").map(([, key, value]) => [key, value]),
    );
  }
  return rules;
}

const toml = fs.readFileSync(path.join(__dirname, "../../../netlify.toml"), "utf8");
const rules = headerRules(toml);

describe("netlify.toml", () => {
  it("builds with the CSP step, publishes public/ and deploys the functions", () => {
    expect(toml).toMatch(/command = "npm run build"/);
    expect(toml).toMatch(/publish = "public"/);
    expect(toml).toMatch(/functions = "netlify\/functions"/);
    expect(toml).toMatch(/NODE_VERSION = "20"/);
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../package.json"), "utf8"));
    expect(pkg.scripts.build).toBe("gatsby build && node scripts/write-headers.mjs");
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
    const settings = toml.replace(/^\s*#.*$/gm, "");
    expect(settings).not.toMatch(/Content-Security-Policy/);
    expect(settings).not.toMatch(/Cross-Origin-Embedder-Policy/);
  });
});
