import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { checkContentFor, describeErrors, describeWarnings } from "./src/content/check-content";
import { contentFolder } from "./src/content/content-folder";
import { contentTypeDefs } from "./src/content/graphql-types";

const CONTENT_DIR = path.join(__dirname, "content");

/** The content check; Netlify sets CONTEXT (production, deploy-preview, branch-deploy), local builds do not. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { errors, warnings } = checkContentFor(contentFolder(CONTENT_DIR), process.env.CONTEXT);
  if (warnings.length > 0) reporter.warn(describeWarnings(warnings));
  if (errors.length > 0) reporter.panic(describeErrors(errors));
};

/** robots.txt, pointing at the sitemap, from the site URL in content/site.json. */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const { siteUrl } = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "site.json"), "utf8")) as { siteUrl: string };
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap-index.xml", siteUrl)}\n`;
  fs.writeFileSync(path.join(__dirname, "public", "robots.txt"), robots);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};
