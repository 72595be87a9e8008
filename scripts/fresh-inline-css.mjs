#!/usr/bin/env node
// Runs right after `gatsby build`, before the steps that rewrite or hash the pages. Gatsby inlines the site's
// stylesheet into every page's <head>, but a build that starts from an earlier build's cache (a second `npm run
// build` here; every build on Netlify, whose adapter restores .cache and public/) renders again only the pages whose
// data or templates changed: with Gatsby 5's Slices on, a new stylesheet alone does not mark any page for rendering.
// A change to global.css then shipped with every page still inlining the stylesheet of the build before. Here each
// page whose inline copy names another stylesheet than this build's (webpack.stats.json's, the one Gatsby would
// inline) gets this build's, byte for byte as Gatsby writes it.
import fs from "node:fs";
import path from "node:path";
import { htmlFiles } from "./write-headers.mjs";

const PUBLIC = process.argv[2] ?? "public";

const INLINE_STYLESHEET = /<style data-href="([^"]+)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/;

/** This build's stylesheet, as Gatsby names it in the page: `/styles.<hash>.css`. */
export function currentStylesheet(dir) {
  const stats = JSON.parse(fs.readFileSync(path.join(dir, "webpack.stats.json"), "utf8"));
  const css = (stats.assetsByChunkName?.app ?? []).filter((file) => file.endsWith(".css"));
  if (css.length !== 1) {
    throw new Error(`${dir}/webpack.stats.json: expected one stylesheet in the app chunk, found ${css.length}`);
  }
  return `/${css[0]}`;
}

/** `html` with its inline stylesheet replaced by `href`'s `css`, if it inlines another one; otherwise `html`. */
export function withStylesheet(html, href, css) {
  const found = INLINE_STYLESHEET.exec(html);
  if (!found || found[1] === href) return html;
  const fresh = `<style data-href="${href}" data-identity="gatsby-global-css">${css}</style>`;
  return html.slice(0, found.index) + fresh + html.slice(found.index + found[0].length);
}

function main() {
  const href = currentStylesheet(PUBLIC);
  const css = fs.readFileSync(path.join(PUBLIC, href), "utf8");
  const pages = htmlFiles(PUBLIC);
  let stale = 0;
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8");
    const fresh = withStylesheet(html, href, css);
    if (fresh === html) continue;
    fs.writeFileSync(file, fresh);
    stale += 1;
  }
  console.log(`${PUBLIC}: ${stale} of ${pages.length} pages inlined an earlier build's stylesheet; now ${href}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
