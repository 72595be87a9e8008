#!/usr/bin/env node
// The build Netlify runs, run here: Netlify Build offline, in the deploy-preview context, on this repository.
// It runs netlify.toml's build command (gatsby build with the pinned gatsby-adapter-netlify, then the CSP
// writer) and bundles the function, exactly as on Netlify. `npm test` runs the browser tests on its output,
// with the production context's headers.
// Then it checks what Netlify would deploy: the adapter's headers and redirects, the CSP, noindex for
// previews, and the function bundle with its route and rate limit. Exits non-zero on any failure, and writes
// the counts to reports/netlify-build.json.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { htmlFiles } from "./write-headers.mjs";

const HEADERS = "public/_headers";
const FUNCTIONS_MANIFEST = ".netlify/functions/manifest.json";

// Netlify Build would add @netlify/plugin-gatsby, which cannot install offline; with the adapter it does no
// work anyway (see netlify.toml).
const build = spawnSync("npx", ["netlify", "build", "--offline", "--context", "deploy-preview"], {
  stdio: "inherit",
  env: { ...process.env, NETLIFY_SKIP_GATSBY_BUILD_PLUGIN: "true" },
});
if (build.status !== 0) {
  console.error("netlify build failed");
  process.exit(2);
}

const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");
const headers = read(HEADERS);
const count = (pattern) => headers.match(pattern)?.length ?? 0;
const scriptSrc = /script-src ([^;]*)/.exec(headers)?.[1] ?? "";
const functions = JSON.parse(read(FUNCTIONS_MANIFEST) || "{}").functions ?? [];
const verify = functions.find((f) => f.name === "verify-turnstile");
// Netlify runs the function on the build's Node major, which .nvmrc sets.
const nodeMajor = read(".nvmrc").trim();

/** Every page's HTML in the build. */
const pages = htmlFiles("public").map((file) => read(file));

const checks = [
  [
    "the adapter's block is in _headers",
    /# gatsby-adapter-netlify start[\s\S]+# gatsby-adapter-netlify end/.test(headers),
  ],
  [
    "the adapter's redirects block is in _redirects",
    read("public/_redirects").includes("# gatsby-adapter-netlify start"),
  ],
  ["_headers holds exactly one Content-Security-Policy", count(/Content-Security-Policy:/g) === 1],
  [
    "the CSP allows inline scripts only by hash",
    /'sha256-/.test(scriptSrc) &&
      !/unsafe/.test(scriptSrc) &&
      /Content-Security-Policy: default-src 'none'/.test(headers),
  ],
  ["deploy previews are served with X-Robots-Tag: noindex", /^\s+X-Robots-Tag: noindex$/m.test(headers)],
  ["the function is bundled", !!verify && fs.existsSync(verify.path)],
  [
    "the function answers /api/verify-turnstile, whatever the method (it refuses all but POST itself)",
    !!verify?.routes?.some((r) => r.literal === "/api/verify-turnstile" && !r.methods?.length),
  ],
  [
    `the function runs on Node ${nodeMajor} (nodejs${nodeMajor}.x), the build's runtime`,
    verify?.runtimeVersion === `nodejs${nodeMajor}.x`,
  ],
  [
    "the function is rate-limited to 5 requests a minute",
    verify?.trafficRules?.action?.config?.rateLimitConfig?.windowLimit === 5,
  ],
  [
    "no page holds a NUL byte (React's renderer leaves some; gatsby-node.ts removes them)",
    pages.every((html) => !html.includes("\0")),
  ],
  [
    "no page carries gatsby-plugin-image's wrapper style and script (the site draws plain <picture>s)",
    pages.length > 0 &&
      pages.every((html) => !html.includes("gatsby-image-wrapper") && !html.includes("data-main-image")),
  ],
];
// The browser tests get what visitors get: the production context. The header writer is the only step that
// depends on the context, so it runs again for production instead of a second full build.
const production = spawnSync("node", ["scripts/write-headers.mjs"], {
  stdio: "inherit",
  env: { ...process.env, CONTEXT: "production" },
});
const productionHeaders = read(HEADERS);
checks.push([
  "in production, the same headers without noindex",
  production.status === 0 &&
    !/X-Robots-Tag/.test(productionHeaders) &&
    headers.replace(/\n\s+X-Robots-Tag: noindex/, "") === productionHeaders,
]);
for (const [name, ok] of checks) console.log(`  ${ok ? "✓" : "✗"} ${name}`);
const failed = checks.filter(([, ok]) => !ok).length;
// For the summary of `npm test`.
fs.mkdirSync("reports", { recursive: true });
fs.writeFileSync("reports/netlify-build.json", JSON.stringify({ passed: checks.length - failed, failed }));
process.exit(failed ? 1 : 0);
