#!/usr/bin/env node
// Runs after `gatsby build` (see the "build" script). Gatsby writes inline
// <script>s into every page, and some change with every build (window.pagePath,
// the chunk map, the compilation hash), so the Content-Security-Policy can only
// allow them by hash, computed here from the built HTML and written to
// public/_headers. The CSP is set there and nowhere else: two CSP headers
// would both be enforced. On Netlify, gatsby-adapter-netlify writes its own
// block into the same file during `gatsby build`: this script keeps whatever
// else is there and owns only the block between its two marker lines.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const PUBLIC = process.argv[2] ?? "public";

/** Every .html file under `dir`, at any depth. */
export const htmlFiles = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));

const hash = (text) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

export function inlineHashes(html) {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/type="application\/(ld\+)?json"/.test(attrs))
    .map(([, , body]) => hash(body));
  // Includes gatsby-plugin-image's <noscript><style>, which shows the images when scripts are off.
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => hash(body));
  return { scripts, styles };
}

export function contentSecurityPolicy({ scripts, styles }) {
  return [
    "default-src 'none'",
    `script-src 'self' https://challenges.cloudflare.com ${scripts.join(" ")}`,
    `style-src 'self' ${styles.join(" ")}`,
    // gatsby-plugin-image and gsap set style attributes; attributes cannot run code.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self' https://api.emailjs.com",
    "frame-src https://challenges.cloudflare.com",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const BEGIN = "# scripts/write-headers.mjs: begin (rewritten on every build)";
const END = "# scripts/write-headers.mjs: end";

/** `existing` (the file as the build left it, or "") with this script's block in place of any earlier one. */
export function mergeHeaders(existing, block) {
  const start = existing.indexOf(BEGIN);
  const end = existing.indexOf(END, start);
  const others = (
    start === -1 || end === -1 ? existing : existing.slice(0, start) + existing.slice(end + END.length)
  ).trim();
  return `${others ? `${others}\n\n` : ""}${BEGIN}\n${block}\n${END}\n`;
}

function main() {
  const scripts = new Set();
  const styles = new Set();
  const pages = htmlFiles(PUBLIC);
  for (const file of pages) {
    const found = inlineHashes(fs.readFileSync(file, "utf8"));
    found.scripts.forEach((h) => scripts.add(h));
    found.styles.forEach((h) => styles.add(h));
  }
  const lines = [
    "/*",
    `  Content-Security-Policy: ${contentSecurityPolicy({ scripts: [...scripts].sort(), styles: [...styles].sort() })}`,
  ];
  // Deploy previews stay out of search engines.
  if (process.env.CONTEXT === "deploy-preview" || process.env.CONTEXT === "branch-deploy") {
    lines.push("  X-Robots-Tag: noindex");
  }
  const file = path.join(PUBLIC, "_headers");
  const existing = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  fs.writeFileSync(file, mergeHeaders(existing, lines.join("\n")));
  console.log(
    `${PUBLIC}/_headers: CSP with ${scripts.size} script and ${styles.size} style hashes from ${pages.length} pages`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
