import fs from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { WRITTEN_FROM_CONTENT } from "../../src/build/remove-leftovers";
import { CV_PAPERS, CV_SHARE_IMAGE_PATH, cvPdfPath } from "../../src/cv/cv-paths";
import { shareImagePath } from "../../src/utils/case-study-path";
import { SITE_SHARE_IMAGE_PATH } from "../../src/utils/site-share-image-path";
import { launchFactsIn } from "../support/launch-facts";
import { expect, test } from "./fixtures";
import { FROM_CONTENT, allContent, languages, readContent, readTranslation, sitePages } from "./content";
import { PUBLIC_DIR as PUBLIC } from "../support/served-site";

test(
  "the site publishes the CV's PDFs under the owner's name and a share image for each project, and none an earlier build made",
  FROM_CONTENT,
  () => {
    // Every build here starts from an earlier one, as on Netlify: content/'s from the generated content's.
    const published = fs.globSync(WRITTEN_FROM_CONTENT, { cwd: PUBLIC }).map((file) => `/${file}`);
    // In each language, under its prefix, its PDFs named after the owner as its words write the name.
    const expected = languages().flatMap(({ prefix, translation }) => [
      ...CV_PAPERS.map(
        (paper) =>
          prefix +
          cvPdfPath(
            (translation && readTranslation(translation, "site.json").name) || readContent("site.json").name,
            paper,
          ),
      ),
      ...(prefix ? [`${prefix}/resume.json`] : []),
      prefix + CV_SHARE_IMAGE_PATH,
      prefix + SITE_SHARE_IMAGE_PATH,
      ...readContent("projects.json").map(({ slug }) => prefix + shareImagePath(slug)),
    ]);
    expect(published.sort()).toEqual(expected.sort());
  },
);

test(
  "no published text holds a fact of the launch owner's content/, unless the content it was built from does too",
  FROM_CONTENT,
  () => {
    // Pages, page data, this build's scripts and styles, the manifest, the sitemap, the headers: everything but
    // pictures, fonts, PDFs, videos, and the scripts of earlier builds that public/ keeps (no page loads them).
    const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as {
      assetsByChunkName: Record<string, string[]>;
    };
    const bundles = new Set(Object.values(stats.assetsByChunkName).flat());
    const binary = /\.(png|jpe?g|webp|avif|svg|gif|ico|woff2?|ttf|pdf|mp4|webm|map)$/;
    const texts = fs
      .globSync("**/*", { cwd: PUBLIC, withFileTypes: true })
      .filter((entry) => entry.isFile() && !binary.test(entry.name))
      .map((entry) => path.relative(PUBLIC, path.join(entry.parentPath, entry.name)))
      .filter((file) => !/^[^/]+\.(js|css)$/.test(file) || bundles.has(file));
    const content = allContent();
    const found = texts.flatMap((file) =>
      launchFactsIn(fs.readFileSync(path.join(PUBLIC, file), "utf8"), content).map((fact) => `${file}: ${fact}`),
    );
    expect(found).toEqual([]);
  },
);

/** Every URL of a file that a page's HTML names: pictures, sources, the poster, preloads, icons, share images. */
function fileUrlsIn(html: string): string[] {
  const root = parse(html);
  const srcset = (value = "") => value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!);
  return [
    ...root
      .querySelectorAll("img, source, video")
      .flatMap((element) => [
        element.getAttribute("src"),
        element.getAttribute("poster"),
        ...srcset(element.getAttribute("srcset")),
      ]),
    ...root.querySelectorAll('link[rel="preload"], link[rel="icon"]').map((link) => link.getAttribute("href")),
    ...root.querySelectorAll('meta[property="og:image"]').map((meta) => meta.getAttribute("content")),
    ...[...html.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]),
  ].filter((url): url is string => !!url);
}

test(
  "each page names the files it shows by URLs encoded once, each file published under a name safe on any server",
  FROM_CONTENT,
  () => {
    const { siteUrl } = readContent("site.json");
    const pages = [...sitePages({ every: true }), "/404/"];
    const wrong = pages.flatMap((page) => {
      const html = fs.readFileSync(path.join(PUBLIC, page, "index.html"), "utf8");
      return fileUrlsIn(html).flatMap((url) => {
        const { origin, pathname } = new URL(url, siteUrl);
        if (origin !== new URL(siteUrl).origin) return [];
        // Decoded once, as a server does: a URL encoded twice names a file with "%" in its name, which is not there.
        const file = decodeURIComponent(pathname);
        const problems = [
          !fs.existsSync(path.join(PUBLIC, file)) && "names no published file",
          !/^[\p{L}\p{M}\p{N}._-]+$/u.test(path.basename(file)) && "is not a published name",
        ].filter(Boolean);
        return problems.map((problem) => `${page}: ${url} ${problem}`);
      });
    });
    expect(wrong).toEqual([]);
  },
);
