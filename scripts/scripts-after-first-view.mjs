#!/usr/bin/env node
// Runs after `gatsby build`, before write-headers.mjs (which hashes the inline script this one writes). On a page whose
// largest first paint is an image (an <img fetchpriority="high">: a project card's or a case study's screenshot),
// Gatsby's <script async> tags start downloading with the HTML and share a phone's slow link with that image: in
// `npm run audit` the screenshot took 90 ms longer to arrive than on the page without scripts. Here those tags give
// way to one inline script that requests the same files once the first view's images have arrived (or failed), and
// at the latest FIRST_VIEW_WAIT_MS after the end of the page is parsed. Pages without such an image (the home page,
// whose first view is the hero video's poster, and the 404 page) keep Gatsby's tags as they are.
import fs from "node:fs";
import { parse } from "node-html-parser";
import { htmlFiles } from "./write-headers.mjs";

const PUBLIC = process.argv[2] ?? "public";
/** Ours: the longest the page's scripts wait for the first view's images, so that a stalled image holds nothing up. */
const FIRST_VIEW_WAIT_MS = 3000;

const FIRST_VIEW_IMAGES = 'img[fetchpriority="high"]';

/** Runs in the page: adds a <script> for each of `sources` once no image of the first view is still on its way. */
function loadAfterFirstView(sources, waitMs, selector) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of sources) {
      const script = document.createElement("script");
      script.src = src;
      document.body.append(script);
    }
  };
  const pending = new Set([...document.querySelectorAll(selector)].filter((img) => !img.complete));
  if (pending.size === 0) return start();
  for (const img of pending) {
    const settled = () => {
      pending.delete(img);
      if (pending.size === 0) start();
    };
    img.addEventListener("load", settled, { once: true });
    img.addEventListener("error", settled, { once: true });
  }
  setTimeout(start, waitMs);
}

/** The inline script that stands in for Gatsby's tags of `sources`. */
const loaderScript = (sources) =>
  `(${loadAfterFirstView})(${JSON.stringify(sources)},${FIRST_VIEW_WAIT_MS},${JSON.stringify(FIRST_VIEW_IMAGES)})`;

/**
 * `html` with Gatsby's <script src async> tags replaced by the loader, where the first view has an image to wait
 * for; otherwise `html` unchanged. Everything else stays byte for byte (the HTML is spliced, not re-serialised).
 */
export function deferScripts(html) {
  const root = parse(html, { comment: true });
  if (!root.querySelector(FIRST_VIEW_IMAGES)) return html;
  const tags = root.querySelectorAll("script[src][async]");
  if (tags.length === 0) return html;
  const sources = tags.map((tag) => tag.getAttribute("src"));
  let out = html;
  // From the last tag to the first, so that the earlier ranges stay where they were.
  for (const [i, tag] of [...tags.entries()].reverse()) {
    const [from, to] = tag.range;
    out = out.slice(0, from) + (i === 0 ? `<script>${loaderScript(sources)}</script>` : "") + out.slice(to);
  }
  return out;
}

function main() {
  let changed = 0;
  const pages = htmlFiles(PUBLIC);
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8");
    const deferred = deferScripts(html);
    if (deferred === html) continue;
    fs.writeFileSync(file, deferred);
    changed += 1;
  }
  console.log(`${PUBLIC}: scripts wait for the first view's images on ${changed} of ${pages.length} pages`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
