import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { type OutputCache, cachedOutput } from "./cached-output";
import { urlPath } from "../utils/url-path";
import { publishedName } from "./published-files";

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

/** An SVG that paints in `currentColor`, as Lucide, Heroicons, Tabler and Feather ship their icons. */
const CURRENT_COLOR = /currentcolor/i;
/** An SVG that sets `color` itself, whose `currentColor` is then a colour of its own. */
const OWN_COLOR = /[\s"';{]color\s*[:=]/i;

export interface IconRaster {
  /** The icon in its own colours, for `src`; null for an icon drawn wholly in the text's colour. */
  src: string | null;
  srcSet: string | null;
  /**
   * What the icon draws in `currentColor`, as coverage (black, its alpha), for the CSS mask that paints it in the text's
   * colour, in either theme; null for an icon with colours of its own only.
   */
  maskSrcSet: string | null;
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
    const name = (layer: string, width: number) => `/${dir}/${publishedName(file.name)}${layer}-${width}w.png`;
    const svg = source.toString("utf8");
    const layers = await Promise.all(
      widths.map((width) =>
        vector && CURRENT_COLOR.test(svg) && !OWN_COLOR.test(svg)
          ? inTextColour(svg, width)
          : { own: sharp(source).resize({ width }), mask: null },
      ),
    );
    const written = async (layer: "own" | "mask", suffix: string) => {
      if (layers.some((drawn) => !drawn[layer])) return null;
      const urls = await Promise.all(
        widths.map(async (width, i) => {
          const where = name(suffix, width);
          await layers[i]![layer]!.png({ palette: true, quality: 90, effort: 10 }).toFile(path.join(publicDir, where));
          return urlPath(where);
        }),
      );
      return {
        src: urls[Math.min(1, urls.length - 1)]!,
        srcSet: urls.map((url, i) => `${url} ${widths[i]}w`).join(", "),
      };
    };
    const [own, mask] = await Promise.all([written("own", ""), written("mask", "-mask")]);
    return { src: own?.src ?? null, srcSet: own?.srcSet ?? null, maskSrcSet: mask?.srcSet ?? null };
  } catch (error) {
    throw new Error(`content/${file.relativePath}: the build cannot draw this image as an icon: ${String(error)}`);
  }
}

/**
 * An SVG that paints in `currentColor`, split in two layers at `width`: its own colours (none, for most icon sets'
 * icons), and the coverage of what it paints in `currentColor`, which the page paints in the text's colour over
 * them. Drawn with `currentColor` black and white: a pixel is the same affine mix of `currentColor` either way, so
 * the difference is its coverage, exactly, shapes drawn over it included.
 */
async function inTextColour(svg: string, width: number) {
  const draw = (colour: string) =>
    sharp(Buffer.from(svg.replace(/currentcolor/gi, colour)))
      .resize({ width })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  const [black, white] = await Promise.all([draw("#000"), draw("#fff")]);
  const { data: k, info } = black;
  const own = Buffer.alloc(k.length);
  const mask = Buffer.alloc(k.length);
  let owned = false;
  for (let i = 0; i < k.length; i += 4) {
    const alpha = k[i + 3]! / 255;
    const shift = (white.data[i]! + white.data[i + 1]! + white.data[i + 2]! - k[i]! - k[i + 1]! - k[i + 2]!) / 765;
    const covered = Math.min(alpha, Math.max(0, shift * alpha));
    mask[i + 3] = Math.round(covered * 255);
    // What is left is the icon's own colours, under the text-coloured layer: alpha and colour such that the two,
    // one over the other, make the pixel as the SVG draws it.
    const rest = alpha - covered;
    if (rest <= 1 / 255) continue;
    for (let c = 0; c < 3; c++) own[i + c] = Math.min(255, Math.round((k[i + c]! * alpha) / rest));
    own[i + 3] = Math.round((rest / (1 - covered)) * 255);
    owned ||= own[i + 3]! > 12;
  }
  const raw = { raw: { width: info.width, height: info.height, channels: 4 as const } };
  return { own: owned ? sharp(own, raw) : null, mask: sharp(mask, raw) };
}
