import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { checkContentFor, describeErrors, describeWarnings } from "./src/content/check-content";
import { contentFolder } from "./src/content/content-folder";
import { builtStylesheet, pagesInliningAnother } from "./src/build/stylesheet";
import { contentTypeDefs } from "./src/content/graphql-types";
import { writeShareImages } from "./src/share-image/write-share-images";
import type { CaseStudyContext } from "./src/templates/case-study";
import { caseStudyPath } from "./src/utils/case-study-path";

const CONTENT_DIR = path.join(__dirname, "content");
const PUBLIC_DIR = path.join(__dirname, "public");
const FONT_FILE = path.join(__dirname, "src/share-image/fonts/inter-latin-var.woff2");

const readSite = () =>
  JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "site.json"), "utf8")) as Record<
    "siteUrl" | "name" | "role",
    string
  >;

/** The content check; Netlify sets CONTEXT (production, deploy-preview, branch-deploy), local builds do not. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { errors, warnings } = checkContentFor(contentFolder(CONTENT_DIR), process.env.CONTEXT);
  if (warnings.length > 0) reporter.warn(describeWarnings(warnings));
  if (errors.length > 0) reporter.panic(describeErrors(errors));
};

/**
 * Gatsby renders a page's HTML again only when the page's data or the HTML renderer has changed. A new stylesheet alone
 * changes neither, so a build that starts from an earlier build's cache (every Netlify build) would ship pages that
 * inline the stylesheet before it. Naming this build's stylesheet in the renderer (gatsby-ssr.tsx) makes a new
 * stylesheet a new renderer, and every page is rendered again. The browser bundles, and so the stylesheet, are built
 * before the renderer.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-html") return;
  actions.setWebpackConfig({
    plugins: [plugins.define({ BUILD_STYLESHEET: JSON.stringify(builtStylesheet(PUBLIC_DIR)) })],
  });
};

/**
 * Fails the build if a page still inlines another build's stylesheet (onCreateWebpackConfig's renderer change no longer
 * renders every page again); then writes robots.txt, pointing at the sitemap, from the site URL in content/site.json.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
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
};

interface ProjectNode {
  slug: string;
  title: string;
  category: string;
  image: { absolutePath: string };
}

/** A case study per project, at /projects/<slug>/, each with its own share image in public/share/projects/. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allProjectsJson: { nodes: ProjectNode[] } }>(`
    query CaseStudyPages {
      allProjectsJson(sort: { jsonId: ASC }) {
        nodes {
          slug
          title
          category
          image {
            absolutePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) return reporter.panic("Could not read the projects", result.errors);
  const projects = result.data.allProjectsJson.nodes;
  for (const { slug } of projects) {
    actions.createPage<CaseStudyContext>({
      path: caseStudyPath(slug),
      component: path.join(__dirname, "src/templates/case-study.tsx"),
      context: { slug },
    });
  }

  const started = performance.now();
  const { name, role } = readSite();
  const files = await writeShareImages(
    projects.map((p) => ({ ...p, screenshot: p.image.absolutePath })),
    { publicDir: PUBLIC_DIR, fontFile: FONT_FILE, byline: `${name} · ${role}` },
  );
  reporter.info(`share images: ${files.length} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
};
