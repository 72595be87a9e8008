#!/usr/bin/env node
// Full-page screenshots of the built site (/, /projects/ and each case study) at 390 and 1280 px, for looking at the design:
// node scripts/screenshots.mjs [baseURL] [outDir], ONLY=home,cv for some of them, THEMES=light for one theme. Needs a server on baseURL (npx netlify dev … --dir public).
import { chromium } from "@playwright/test";
import fs from "node:fs";
import { PLAYWRIGHT_CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";

const base = process.argv[2] ?? "http://localhost:8888";
const out = process.argv[3] ?? "reports/screenshots";
const reduced = process.env.REDUCED_MOTION === "1";
const themes = (process.env.THEMES ?? "dark,light").split(",");
const caseStudies = JSON.parse(fs.readFileSync(`${process.env.CONTENT_DIR ?? "content"}/projects.json`, "utf8"));
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: PLAYWRIGHT_CHROMIUM_ARGS,
});
for (const [width, theme] of [390, 1280].flatMap((w) => themes.map((t) => [w, t]))) {
  const page = await browser.newPage({
    viewport: { width, height: width < 500 ? 844 : 800 },
    reducedMotion: reduced ? "reduce" : "no-preference",
    // The site follows the device's theme.
    colorScheme: theme,
  });
  for (const [name, path] of [
    ["home", "/"],
    ["projects", "/projects/"],
    ["cv", "/cv/"],
    ...caseStudies.map(({ slug }) => [`case-study-${slug}`, `/projects/${slug}/`]),
  ].filter(([name]) => !process.env.ONLY || process.env.ONLY.split(",").includes(name))) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Scroll through so scroll-triggered entrances have run, then back to the top.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(120);
    }
    await page.waitForTimeout(3000);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The whole page as the viewport: one picture of it, with every scroll-triggered entrance played.
    const viewport = page.viewportSize();
    await page.setViewportSize({ width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
    await page.waitForTimeout(500);
    const file = `${out}/${name}-${width}-${theme}.png`;
    await page.screenshot({ path: file, fullPage: true });
    await page.setViewportSize(viewport);
    console.log(file);
  }
  await page.close();
}
await browser.close();
