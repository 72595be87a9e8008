import fs from "node:fs";
import path from "node:path";
import { builtPages } from "./built-pages";

/** Gatsby's copy of the site's stylesheet in a page's head: `<style data-href="/styles.<hash>.css" …>`. */
const INLINE_STYLESHEET = /<style data-href="([^"]+)" data-identity="gatsby-global-css">/;

/** This build's stylesheet as Gatsby names it in a page (`/styles.<hash>.css`), from its webpack.stats.json. */
export function builtStylesheet(publicDir: string): string {
  const file = path.join(publicDir, "webpack.stats.json");
  const stats = JSON.parse(fs.readFileSync(file, "utf8")) as { assetsByChunkName?: Record<string, string[]> };
  const css = (stats.assetsByChunkName?.app ?? []).filter((name) => name.endsWith(".css"));
  if (css.length !== 1) throw new Error(`${file}: expected one stylesheet in the app chunk, found ${css.length}`);
  return `/${css[0]}`;
}

/** The pages under `publicDir` (as paths relative to it) whose inline stylesheet is not `href`. */
export function pagesInliningAnother(publicDir: string, href: string): string[] {
  return builtPages(publicDir).filter((file) => {
    const inlined = INLINE_STYLESHEET.exec(fs.readFileSync(path.join(publicDir, file), "utf8"))?.[1];
    return inlined !== undefined && inlined !== href;
  });
}
