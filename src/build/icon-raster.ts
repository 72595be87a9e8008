import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { type OutputCache, cachedOutput } from "./cached-output";
import { publishedName, urlPath } from "./published-files";

/**
 * The widths each icon is drawn at: every icon's box (22 to 56 px) at one, two and three device pixels per CSS pixel
 * finds one within a few pixels above it.
 */
export const ICON_WIDTHS = [24, 48, 72, 112, 168] as const;

/**
 * What the build cannot draw as every visitor's browser would: text (set in the visitor's fonts), a stylesheet that
 * answers the page (media queries, fonts), animation, script, embedded content.
 */
const DRAWN_BY_THE_BROWSER = /<(text|animate\w*|set|script|foreignObject|image)\b|@media|@keyframes|@font-face/;

export interface IconRaster {
  src: string;
  srcSet: string;
}

export interface IconFile {
  absolutePath: string;
  /** The file's path inside content/, for the build's error message. */
  relativePath: string;
  name: string;
  extension: string;
  internal: { contentDigest: string };
}

/** Gatsby's cache, which keeps each icon's PNGs until the icon or this code changes, and this code's files. */
export interface IconCache {
  cache: OutputCache;
  /** The codeDigest of generatorCode's iconRaster. */
  code: string;
}

/** The icons drawn in this build, by where they are written. */
const drawn = new Map<string, Promise<IconRaster | null>>();

/** Where a file's PNGs go, under the public folder: beside the copy of it that Gatsby serves. */
const iconDir = (file: IconFile) => `static/${file.internal.contentDigest}`;

/**
 * A content icon drawn at build time as PNGs (ICON_WIDTHS), written under `publicDir`/static/ beside the file that
 * Gatsby serves there; null for an SVG the browser must draw itself, which is served as it is.
 *
 * Why: Chromium builds a document of its own on the main thread for every SVG shown by an `<img>`, as it arrives and
 * again when the theme changes, so a tap made while icons scroll into view, and the theme button, waited for them.
 * A PNG decodes off the main thread.
 */
export function rasterIcon(file: IconFile, publicDir: string, { cache, code }: IconCache): Promise<IconRaster | null> {
  // Every query that shows an icon asks for it, some of them at once: each is drawn once, and no two writes of the
  // same PNG overlap.
  const name = path.join(iconDir(file), file.name);
  const key = path.join(publicDir, name);
  let icon = drawn.get(key);
  if (!icon) {
    const inputs = { values: { name, extension: file.extension }, files: [file.absolutePath], code };
    icon = cachedOutput({ cache, name: `icon-raster:${name}`, inputs, publicDir }, (outDir) =>
      drawIcon(file, outDir),
    ).then((output) => output.value);
    drawn.set(key, icon);
  }
  return icon;
}

async function drawIcon(file: IconFile, publicDir: string): Promise<IconRaster | null> {
  const source = await fs.promises.readFile(file.absolutePath);
  const vector = file.extension.toLowerCase() === "svg";
  if (vector && DRAWN_BY_THE_BROWSER.test(source.toString("utf8"))) return null;
  const dir = iconDir(file);
  await fs.promises.mkdir(path.join(publicDir, dir), { recursive: true });
  try {
    // sharp draws a vector at the size asked for, so the edges stay sharp (tests/unit/build/icon-raster.test.ts); a
    // raster icon (a client's PNG logo, say) is only ever made smaller, so it is sent no larger than it is shown.
    const natural = vector ? Infinity : ((await sharp(source).metadata()).width ?? Infinity);
    const widths = [...new Set(ICON_WIDTHS.map((width) => Math.min(width, natural)))];
    const files = widths.map((width) => `/${dir}/${publishedName(file.name)}-${width}w.png`);
    await Promise.all(
      widths.map((width, i) =>
        sharp(source)
          .resize({ width })
          .png({ palette: true, quality: 90, effort: 10 })
          .toFile(path.join(publicDir, files[i]!)),
      ),
    );
    const urls = files.map(urlPath);
    return {
      src: urls[Math.min(1, urls.length - 1)]!,
      srcSet: urls.map((url, i) => `${url} ${widths[i]}w`).join(", "),
    };
  } catch (error) {
    throw new Error(`content/${file.relativePath}: the build cannot draw this image as an icon: ${String(error)}`);
  }
}
