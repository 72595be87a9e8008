import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { checkContent, formatProblem } from "./src/content/check-content";
import { contentFolder } from "./src/content/content-folder";
import { contentTypeDefs } from "./src/content/graphql-types";

const CONTENT_DIR = path.join(__dirname, "content");

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = checkContent(contentFolder(CONTENT_DIR));
  if (problems.length > 0) {
    reporter.panic(
      `The content in content/ has ${problems.length} problem(s):\n` +
        problems.map((p) => `  - ${formatProblem(p)}`).join("\n"),
    );
  }
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
