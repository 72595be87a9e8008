import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { GatsbyNode, Page } from "gatsby";
import { sharedAcceptedContent } from "./src/content/accepted-content";
import { checkContent, describeErrors, describeWarnings } from "./src/content/check-content";
import { checkContentAndFiles } from "./src/content/check-content-files";
import { contentFileProblem } from "./src/content/open-content-file";
import { CONTENT_CHECK_PATH } from "./src/content/content-problems-overlay";
import { type ContentWatch, watchContent } from "./src/content/watch-content";
import { contentDir } from "./src/content/content-dir";
import { contentFolder } from "./src/content/content-folder";
import { DEFAULT_LANGUAGE, directionOf } from "./src/content/language-direction";
import type { OtherLanguage } from "./src/content/language-of-parts";
import { codeDigest } from "./src/build/cached-output";
import { generatorCode } from "./src/build/generator-code";
import { type IconFile, rasterIcon } from "./src/build/icon-raster";
import { type ContentFile, publishFile, publishedName } from "./src/build/published-files";
import { generateImageData } from "gatsby-plugin-sharp";
import { removeNullBytes } from "./src/build/null-bytes";
import { WRITTEN_FROM_CONTENT, removeLeftovers } from "./src/build/remove-leftovers";
import { builtStylesheet, pagesInliningAnother } from "./src/build/stylesheet";
import { contentTypeDefs, typesWithJsonId } from "./src/content/graphql-types";
import { cvShareImage, cvShareImageTexts, writeCvShareImage } from "./src/share-image/cv-share-image";
import { GlyphText, shareImageChain } from "./src/share-image/glyph-text";
import { shareImageTexts } from "./src/share-image/project-share-image";
import { cachedShareImage, writeShareImages } from "./src/share-image/write-share-images";
import { siteShareImage, writeSiteShareImage } from "./src/share-image/site-share-image";
import { jsonResumeProblems } from "./src/cv/check-json-resume";
import { cvLengthWarning } from "./src/cv/cv-length";
import { CV_PAPERS, CV_PATH, cvPdfPath } from "./src/cv/cv-paths";
import { cvMonths } from "./src/cv/cv-months";
import { cvWords, placeText } from "./src/cv/cv-text";
import { type SiteLabels, siteLabels, type WrittenLabels } from "./src/content/site-labels";
import { siteLocale } from "./src/content/site-locale";
import { type CvSources, jsonResume } from "./src/cv/json-resume";
import { cachedCvFiles } from "./src/cv/write-cv-files";
import { cvPdfChain } from "./src/cv/pdf-fonts";
import type { CaseStudyContext } from "./src/templates/case-study";
import type { CvContext } from "./src/templates/cv";
import { caseStudyPath } from "./src/utils/case-study-path";
import { type SiteLanguage, siteLanguages } from "./src/content/site-languages";
import { translationFolder } from "./src/content/translations";
import { ogLocaleOf } from "./src/content/site-locale";
import type { LanguageContext } from "./src/content/use-site";

const CONTENT_DIR = contentDir(__dirname);
const PUBLIC_DIR = path.join(__dirname, "public");

/** Each content file as the content check last accepted it (src/content/accepted-content.ts). */
const accepted = sharedAcceptedContent();

/**
 * The content check, its files opened as the build will open them; Netlify sets CONTEXT (production, deploy-preview,
 * branch-deploy), local builds do not.
 */
const checkAll = () =>
  accepted.check(contentFolder(CONTENT_DIR), (source) => checkContentAndFiles(source, process.env.CONTEXT));

// As accepted: in `npm start`, site.json may have a mistake by the time the renderer is built.
const readSite = () =>
  JSON.parse(accepted.text("site.json") ?? fs.readFileSync(path.join(CONTENT_DIR, "site.json"), "utf8")) as Record<
    "siteUrl" | "theme",
    string
  > & { language?: string };

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const { errors, warnings } = await checkAll();
  if (warnings.length > 0) reporter.warn(describeWarnings(warnings));
  if (errors.length > 0) reporter.panic(describeErrors(errors));
};

/** `npm start`'s watch on content/; none in a build, whose check has run before anything else. */
let contentWatch: ContentWatch | undefined;

/**
 * `npm start`: every change in content/ is checked as the build checks it. A mistake is printed here and shown over the
 * page (src/content/content-problems-overlay.ts, which asks CONTENT_CHECK_PATH), and its fix said so.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter }) => {
  const watch = watchContent(
    CONTENT_DIR,
    async () => (await checkAll()).errors,
    (problems, fixed) => {
      if (problems.length > 0) reporter.error(describeErrors(problems));
      else if (fixed) reporter.success("content/ is fine again: the page in the browser loads again by itself");
    },
  );
  contentWatch = watch;
  const folder = contentFolder(CONTENT_DIR);
  accepted.judge = (name) => {
    const bytes = folder.read(name);
    // The JSON alone, which takes milliseconds; the files it names are the image resolvers' (refusedNow).
    const problems = checkContent({ ...folder, read: (file) => (file === name ? bytes : folder.read(file)) });
    return {
      text: Buffer.from(bytes ?? "").toString("utf8"),
      refused: !bytes || problems.some((p) => p.file === name),
    };
  };
  app.get(CONTENT_CHECK_PATH, (_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ problems: watch.problems() }));
  });
};

/**
 * Gatsby renders a page's HTML again only when the page's data or the HTML renderer has changed. A new stylesheet alone
 * changes neither, so a build that starts from an earlier build's cache (every Netlify build) would ship pages that
 * inline the stylesheet before it. Naming this build's stylesheet in the renderer (gatsby-ssr.tsx) makes a new
 * stylesheet a new renderer, and every page is rendered again. The browser bundles, and so the stylesheet, are built
 * before the renderer.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  const languages = () => siteLanguages(CONTENT_DIR).map(({ tag, prefix }) => ({ tag, prefix }));
  // `npm start` serves every page in one HTML shell: its pages take their language from their path (gatsby-browser.tsx).
  if (stage === "develop")
    actions.setWebpackConfig({ plugins: [plugins.define({ SITE_LANGUAGES: JSON.stringify(languages()) })] });
  if (stage !== "build-html" && stage !== "develop-html") return;
  // The renderer writes the owner's default theme and each page's language into every page (gatsby-ssr.tsx), from the
  // content it is built from.
  const { theme } = readSite();
  const site = { SITE_THEME: JSON.stringify(theme), SITE_LANGUAGES: JSON.stringify(languages()) };
  const stylesheet = stage === "build-html" ? { BUILD_STYLESHEET: JSON.stringify(builtStylesheet(PUBLIC_DIR)) } : {};
  actions.setWebpackConfig({ plugins: [plugins.define({ ...site, ...stylesheet })] });
};

/**
 * Removes the NUL bytes React 18's renderer can leave in a page (src/build/null-bytes.ts). Fails the build if a page
 * still inlines another build's stylesheet (onCreateWebpackConfig's renderer change no longer
 * renders every page again); then writes robots.txt, pointing at the sitemap, from the site URL in content/site.json.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const mended = removeNullBytes(PUBLIC_DIR);
  if (mended.length > 0) reporter.info(`public/: removed React's stray NUL bytes from ${mended.join(", ")}`);
  const stylesheet = builtStylesheet(PUBLIC_DIR);
  const stale = pagesInliningAnother(PUBLIC_DIR, stylesheet);
  if (stale.length > 0) {
    reporter.panic(`public/: ${stale.join(", ")} inline an earlier build's stylesheet, not ${stylesheet}`);
  }
  const { siteUrl } = readSite();
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap-index.xml", siteUrl)}\n`;
  fs.writeFileSync(path.join(PUBLIC_DIR, "robots.txt"), robots);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
  actions.createTypes("type IconRaster { src: String, srcSet: String, maskSrcSet: String }");
};

/**
 * `npm start`: whether the content check refuses content/ now, `file` among it. Its image fields then answer a stand-in
 * (no picture) rather than fail on it: the check has named the file, and the page is under its messages, whereas
 * Gatsby's own errors would name a query in src/ and break the page.
 */
async function refusedNow(file: string): Promise<boolean> {
  if (!contentWatch || (await contentWatch.checked()).length === 0) return false;
  const bytes = await fs.promises.readFile(file).catch(() => new Uint8Array());
  return (await contentFileProblem(bytes, file)) !== undefined;
}

/** gatsbyImageData with no picture, which gatsby-plugin-image draws as an empty box. */
const IMAGE_STAND_IN = { layout: "constrained", width: 1, height: 1, images: { sources: [] } };

interface ResolverContext {
  nodeModel: {
    getNodeById<T>(query: { id: string }): T | null;
    findOne<T>(query: { type: string; query: object }): Promise<T | null>;
    findAll(query: { type: string; query: object }): Promise<{ totalCount: () => Promise<number> }>;
  };
}

/** A node of one language's entries: `translation` is "" for content/'s own (plugins/content-json). */
type Translated<T> = T & { translation: string };

/** The site's language: site.json's, or the default. */
const languageOf = (site: { language?: string | null } | null) => site?.language ?? DEFAULT_LANGUAGE;

/**
 * `iconRaster` on a content file: the icon drawn as PNGs at build (src/build/icon-raster.ts), or null. `publicURL` and
 * gatsbyImageData as Gatsby makes them, but published under the file's published name (src/build/published-files.ts
 * says why), and, for a file `npm start` refuses (refusedNow), a stand-in. And `jsonId` on every collection with an
 * `id`: gatsby-transformer-json copies only an id that is truthy, and the content's ids are numbers, so a missing one
 * is 0. And what the pages need of the site's language, made here, where Intl costs the page nothing: `locale` on
 * site.json (src/content/site-locale.ts), and every fixed word, with the English of those labels.json leaves out, as
 * `texts` (src/content/site-labels.ts).
 *
 * gatsbyImageData is gatsby-transformer-sharp's resolver, which hands its File node to gatsby-plugin-sharp's
 * generateImageData, given the published name. The browser tests fail if a page names a file that is not there, and
 * `published-files.spec.ts` if a file is published under another name.
 */
export const createResolvers: GatsbyNode["createResolvers"] = async ({ createResolvers, cache, reporter }) => {
  const iconCache = { cache, code: await codeDigest(generatorCode(__dirname, "iconRaster")) };
  createResolvers({
    File: {
      iconRaster: {
        type: "IconRaster",
        resolve: async (file: IconFile) =>
          (await refusedNow(file.absolutePath)) ? null : rasterIcon(file, PUBLIC_DIR, iconCache),
      },
      publicURL: { resolve: (file: ContentFile) => publishFile(file, PUBLIC_DIR) },
    },
    ImageSharp: {
      gatsbyImageData: {
        resolve: async (image: { parent: string }, args: unknown, context: ResolverContext) => {
          const file = context.nodeModel.getNodeById<ContentFile>({ id: image.parent });
          if (!file) return null;
          if (await refusedNow(file.absolutePath)) return IMAGE_STAND_IN;
          return generateImageData({
            file: { ...file, name: publishedName(file.name) },
            args,
            pathPrefix: "",
            reporter,
            cache,
          });
        },
      },
    },
    ...Object.fromEntries(
      typesWithJsonId().map((type) => [type, { jsonId: { resolve: (node: { jsonId?: number }) => node.jsonId ?? 0 } }]),
    ),
    // A translation's language is its folder's name; content/'s own, site.json's `language`.
    SiteJson: {
      locale: {
        type: "JSON!",
        resolve: (site: Translated<{ language?: string | null }>) => siteLocale(site.translation || languageOf(site)),
      },
    },
    LabelsJson: {
      texts: {
        type: "JSON!",
        resolve: async (
          { translation, ...labels }: Translated<WrittenLabels>,
          _: unknown,
          { nodeModel }: ResolverContext,
        ) => {
          const of = { filter: { translation: { eq: translation } } };
          const site = await nodeModel.findOne<{ language?: string | null }>({ type: "SiteJson", query: of });
          const projects = await (await nodeModel.findAll({ type: "ProjectsJson", query: of })).totalCount();
          return siteLabels(labels, { language: translation || languageOf(site), projects });
        },
      },
    },
  });
};

type ProjectNode = CvSources["projects"][number] & { category: string; image: { absolutePath: string } };

interface PageSources {
  allProjectsJson: { nodes: ProjectNode[] };
  siteJson: Omit<CvSources["site"], "language"> & {
    language: string | null;
    otherLanguages?: OtherLanguage[] | null;
    heroVideoPoster: { absolutePath: string };
  };
  labelsJson: { texts: SiteLabels };
  allSocialLinksJson: { nodes: CvSources["socialLinks"] };
  resumeJson: CvSources["resume"];
}

/**
 * What every page of `language` is given (src/content/use-site.ts): its words' translation, where its language's pages
 * are, and the page at `path` (a path of the first language's) in every language of the site.
 */
const languageContext = (
  language: SiteLanguage,
  languages: readonly SiteLanguage[],
  path: string,
): LanguageContext => ({
  translation: language.translation,
  prefix: language.prefix,
  twins: languages.map(({ tag, name, prefix }) => ({ tag, name, path: prefix + path, ogLocale: ogLocaleOf(tag) })),
});

/**
 * The pages of src/pages/ (/, /projects/ and the 404 page) in each language: the first language's where Gatsby made
 * them, each other's under its prefix ("/de/projects/"); every language's 404 page answers the missing pages under its
 * prefix (a Netlify redirect with status 404).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path.startsWith("/dev-404-page") || "translation" in (page.context ?? {})) return;
  const languages = siteLanguages(CONTENT_DIR);
  const path = page.path === "/404.html" ? "/404/" : page.path;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...languageContext(languages[0]!, languages, path) } });
  if (page.path === "/404.html") return;
  for (const language of languages.slice(1)) {
    const localPath = language.prefix + page.path;
    actions.createPage({
      ...page,
      path: localPath,
      context: { ...page.context, ...languageContext(language, languages, path) },
    });
    if (page.path === "/404/")
      actions.createRedirect({ fromPath: `${language.prefix}/*`, toPath: localPath, statusCode: 404 });
  }
};

/** Gatsby's cache for the outputs of one language: the first language's under their own names, another's apart. */
const cacheOf = (cache: CreatePagesArgs["cache"], { translation }: SiteLanguage) =>
  translation
    ? {
        get: (key: string) => cache.get(`${translation}:${key}`),
        set: (key: string, value: unknown) => cache.set(`${translation}:${key}`, value),
      }
    : cache;

/** The pages createPages made last, from content the check accepted. */
let lastPages: Page[] = [];

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * A case study per project, at /projects/<slug>/, each with its own share image in public/share/projects/; the site's
 * share image, for / and the pages without their own; and the CV:
 * its page, /resume.json and its PDF on A4 and on US Letter, all from one JSON Resume, which must pass JSON Resume's
 * own schema. The build reports each PDF's pages, and warns past two. Each file is made again only when what it is made
 * from changes (src/build/cached-output.ts); until then Gatsby's cache holds it.
 */
type CreatePagesArgs = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];

export const createPages: GatsbyNode["createPages"] = async (args) => {
  // `npm start` makes the pages again after each change: not from content the check refuses (it has said why), which
  // would stop the dev server, or fail in sharp with a screen of compiled code. The last good pages stay meanwhile.
  const refused = async () => !!contentWatch && (await contentWatch.checked()).length > 0;
  const good = lastPages;
  const keepGood = () => {
    lastPages = good;
    for (const page of good) args.actions.createPage(page);
  };
  if (await refused()) return keepGood();
  const refusals = contentWatch?.refusals();
  try {
    await makePages(args);
  } catch (error) {
    // A file saved broken while the pages were being made, after the check above: the check names it now, or named it
    // and the owner has fixed it since, which makes the pages again.
    if ((await refused()) || contentWatch?.refusals() !== refusals) return keepGood();
    throw error;
  }
};

async function makePages(args: CreatePagesArgs) {
  lastPages = [];
  const languages = siteLanguages(CONTENT_DIR);
  const written: string[] = [];
  for (const language of languages) written.push(...(await makeLanguagePages(args, language, languages)));
  const leftovers = removeLeftovers({
    publicDir: PUBLIC_DIR,
    staticDir: path.join(__dirname, "static"),
    patterns: WRITTEN_FROM_CONTENT,
    written,
  });
  if (leftovers.length > 0) {
    args.reporter.info(
      `removed what an earlier build published: ${leftovers.map((f) => path.relative(PUBLIC_DIR, f)).join(", ")}`,
    );
  }
}

/**
 * The pages and files of one language: its case studies, its CV (page, /resume.json, PDFs) and its share images, under
 * its prefix ("" or "/de"), from its words (the translation's, or content/'s own). Returns the files it wrote.
 */
async function makeLanguagePages(
  { graphql, actions: gatsby, reporter, cache: gatsbyCache }: CreatePagesArgs,
  language: SiteLanguage,
  languages: readonly SiteLanguage[],
): Promise<string[]> {
  const actions = {
    createPage: <Context>(page: Page<Context>) => {
      lastPages.push(page as Page);
      gatsby.createPage(page);
    },
  };
  const cache = cacheOf(gatsbyCache, language);
  const publicDir = PUBLIC_DIR + language.prefix;
  const named = language.translation ? ` (${language.tag})` : "";
  const result = await graphql<PageSources>(
    `
      query PageSources($translation: String!) {
        allProjectsJson(filter: { translation: { eq: $translation } }, sort: { jsonId: ASC }) {
          nodes {
            slug
            title
            category
            description
            role
            client
            features
            technologies {
              name
            }
            image {
              absolutePath
            }
          }
        }
        siteJson(translation: { eq: $translation }) {
          name
          role
          email
          location
          countryCode
          siteUrl
          description
          heroVideoPoster {
            absolutePath
          }
          language
          otherLanguages {
            language
            phrases
          }
        }
        labelsJson(translation: { eq: $translation }) {
          texts
        }
        allSocialLinksJson(filter: { translation: { eq: $translation } }) {
          nodes {
            name
            link
          }
        }
        resumeJson(translation: { eq: $translation }) {
          work {
            company
            position
            location
            url
            startDate
            endDate
            summary
            highlights
          }
          skills {
            name
            level
            keywords
          }
          education {
            institution
            studyType
            area
            startDate
            endDate
            score
          }
          languages {
            language
            fluency
          }
          certificates {
            name
            issuer
            date
            url
          }
        }
      }
    `,
    { translation: language.translation },
  );
  if (result.errors || !result.data) {
    reporter.panic("Could not read the content", result.errors);
    return [];
  }
  const { allProjectsJson, siteJson, allSocialLinksJson, resumeJson, labelsJson } = result.data;
  const site = { ...siteJson, language: language.tag };
  const labels = labelsJson.texts;
  const projects = allProjectsJson.nodes;
  for (const { slug } of projects) {
    actions.createPage<CaseStudyContext>({
      path: language.prefix + caseStudyPath(slug),
      component: path.join(__dirname, "src/templates/case-study.tsx"),
      context: { slug, ...languageContext(language, languages, caseStudyPath(slug)) },
    });
  }

  const resume = jsonResume(
    { site, socialLinks: allSocialLinksJson.nodes, projects, resume: resumeJson },
    language.prefix,
  );
  // The content check has refused what no font of the PDF's can draw; this is what JSON Resume's own schema refuses.
  const problems = jsonResumeProblems(resume);
  if (problems.length > 0) {
    reporter.panic(`The CV (/resume.json and its PDF) cannot be made:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
  const pdfs = CV_PAPERS.map((paper) => ({ path: language.prefix + cvPdfPath(site.name, paper), paper: paper.label }));
  const months = cvMonths(resume, site.language);
  const words = cvWords(labels, months, site.language);
  actions.createPage<CvContext>({
    path: language.prefix + CV_PATH,
    component: path.join(__dirname, "src/templates/cv.tsx"),
    context: {
      resume,
      pdfs,
      place: placeText(resume.basics.location, words),
      months,
      ...languageContext(language, languages, CV_PATH),
    },
  });
  let started = performance.now();
  const textLanguage = { site: site.language, others: site.otherLanguages };
  const cv = await cachedCvFiles(resume, {
    words,
    publicDir,
    chain: cvPdfChain(__dirname),
    language: textLanguage,
    cache,
    code: await codeDigest(generatorCode(__dirname, "cvFiles")),
  });
  const lengths = cv.value;
  const pages = lengths.map(
    (l) => `${language.prefix}${l.path} (${l.pages} ${l.paper} page${l.pages === 1 ? "" : "s"})`,
  );
  const cvMade = cv.made ? "made" : "from the cache";
  reporter.info(`CV${named}: ${language.prefix}/resume.json, ${pages.join(", ")}, ${cvMade} in ${seconds(started)} s`);
  // The CV's length is the owner's call: a warning, never a failure.
  const warning = cvLengthWarning(
    lengths.reduce((longest, length) => (length.pages > longest.pages ? length : longest)),
    resume,
    language.translation && translationFolder(language.translation),
  );
  if (warning) reporter.warn(warning);

  started = performance.now();
  const text = new GlyphText(shareImageChain(__dirname), textLanguage, directionOf(textLanguage.site));
  const options = {
    publicDir,
    text,
    cache,
    code: await codeDigest(generatorCode(__dirname, "shareImages")),
  };
  const cvImageShows = cvShareImage(resume, words);
  const siteWithKind = { ...site, kind: labels.portfolio };
  const siteImageShows = siteShareImage(siteWithKind);
  const poster = site.heroVideoPoster.absolutePath;
  const [projectImages, cvImage, siteImage] = await Promise.all([
    writeShareImages(
      projects.map((p) => ({ slug: p.slug, title: p.title, category: p.category, screenshot: p.image.absolutePath })),
      { ...options, byline: `${site.name} · ${site.role}`, kind: labels.caseStudyKind },
    ),
    cachedShareImage(
      options,
      "cv-share-image",
      { values: cvImageShows, texts: cvShareImageTexts(cvImageShows) },
      (outDir) => writeCvShareImage(cvImageShows, { publicDir: outDir, text }),
    ),
    cachedShareImage(
      options,
      "site-share-image",
      { values: siteImageShows, texts: shareImageTexts(siteImageShows), files: [poster] },
      (outDir) => writeSiteShareImage(siteWithKind, { publicDir: outDir, text, poster }),
    ),
  ]);
  const files = [...projectImages.files, ...cvImage.files, ...siteImage.files];
  const drawn = projectImages.drawn + [cvImage, siteImage].filter((image) => image.made).length;
  reporter.info(`share images${named}: ${files.length}, ${drawn} drawn, in ${seconds(started)} s`);
  return [...cv.files, ...files];
}
