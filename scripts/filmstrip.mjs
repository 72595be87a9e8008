#!/usr/bin/env node
// Filmstrips of what a visitor sees, for looking at motion: a frame every 250 ms for the first 10 s of /, then
// a slow scroll down the page, at 390 and 1280 px, tiled into one contact sheet per width and phase, each frame
// labelled with its time since navigation. Needs a server on baseURL (npx netlify dev … --dir public).
// node scripts/filmstrip.mjs [baseURL] [outDir]; REDUCED_MOTION=1 for reduced motion.
import { chromium } from "@playwright/test";
import fs from "node:fs";
import sharp from "sharp";
import { PLAYWRIGHT_CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";

const base = process.argv[2] ?? "http://localhost:8888";
const out = process.argv[3] ?? "reports/filmstrips";
const reduced = process.env.REDUCED_MOTION === "1";
const FRAME_MS = 250;
const COLUMNS = 8;
const TILE_WIDTH = 240;
fs.mkdirSync(out, { recursive: true });

/** `frames` screenshots, one every FRAME_MS counted from `origin` (ms on the page's clock), after `step(i)` if given. */
async function capture(page, frames, origin, step) {
  const shots = [];
  for (let i = 0; i < frames; i++) {
    const due = origin + (i + 1) * FRAME_MS;
    const now = await page.evaluate(() => performance.now());
    if (now < due) await page.waitForTimeout(due - now);
    if (step) await step(i);
    const t = await page.evaluate(() => performance.now());
    shots.push({ t, png: await page.screenshot() });
  }
  return shots;
}

async function contactSheet(shots, file) {
  const first = await sharp(shots[0].png).metadata();
  const tileHeight = Math.round((first.height / first.width) * TILE_WIDTH);
  const rows = Math.ceil(shots.length / COLUMNS);
  const tiles = await Promise.all(
    shots.map(async ({ t, png }, i) => {
      const label = Buffer.from(
        `<svg width="${TILE_WIDTH}" height="22"><rect width="100%" height="100%" fill="#000" opacity="0.7"/><text x="6" y="16" font-size="14" font-family="sans-serif" fill="#ff0">${(t / 1000).toFixed(2)} s</text></svg>`,
      );
      const tile = await sharp(png)
        .resize(TILE_WIDTH)
        .composite([{ input: label, top: 0, left: 0 }])
        .png()
        .toBuffer();
      return { input: tile, left: (i % COLUMNS) * (TILE_WIDTH + 4), top: Math.floor(i / COLUMNS) * (tileHeight + 4) };
    }),
  );
  await sharp({
    create: { width: COLUMNS * (TILE_WIDTH + 4), height: rows * (tileHeight + 4), channels: 3, background: "#444" },
  })
    .composite(tiles)
    .png()
    .toFile(file);
  console.log(file);
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: PLAYWRIGHT_CHROMIUM_ARGS });
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 800 },
    reducedMotion: reduced ? "reduce" : "no-preference",
  });
  // Warm the cache (lazy images included) with one pass down the page, so the filmstrips show motion, not loading.
  const warm = await context.newPage();
  await warm.goto(`${base}/`, { waitUntil: "networkidle" });
  await warm.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await warm.close();

  const page = await context.newPage();
  await page.goto(`${base}/`, { waitUntil: "commit" });
  const suffix = `${width}${reduced ? "-reduced" : ""}`;
  // From navigation start: the first 10 s.
  await contactSheet(await capture(page, 40, 0), `${out}/load-${suffix}.png`);
  const origin = await page.evaluate(() => performance.now());
  const scrolled = await capture(page, 48, origin, (i) => page.evaluate((y) => window.scrollTo(0, y), (i + 1) * 120));
  await contactSheet(scrolled, `${out}/scroll-${suffix}.png`);
  await context.close();
}
await browser.close();
