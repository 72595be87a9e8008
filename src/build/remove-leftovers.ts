import fs from "node:fs";
import path from "node:path";

/**
 * What the build writes into public/ from the content (gatsby-node.ts): the CV's PDFs and the share images, and each
 * further language's, with its /resume.json, under its prefix ("de/").
 */
const OF_EACH_LANGUAGE = ["*CV.pdf", "*CV-Letter.pdf", "share/**/*.png"];
export const WRITTEN_FROM_CONTENT = [...OF_EACH_LANGUAGE, ...[...OF_EACH_LANGUAGE, "resume.json"].map((p) => `*/${p}`)];

/**
 * Removes the files under `publicDir` that match `patterns` and that this build did not write (`written`), and returns
 * them. Netlify starts each build from the previous one's public/, so what that build wrote and this one does not (a
 * retired project's share image, the CV's PDF under the owner's earlier name) would otherwise stay online. A file the
 * owner keeps in `staticDir`, which Gatsby copies to public/ as it is, is never removed.
 */
export function removeLeftovers({
  publicDir,
  staticDir,
  patterns,
  written,
}: {
  publicDir: string;
  staticDir: string;
  patterns: string[];
  written: readonly string[];
}): string[] {
  const owners = fs.existsSync(staticDir) ? fs.globSync(patterns, { cwd: staticDir }) : [];
  const kept = new Set([...written, ...owners.map((file) => path.join(publicDir, file))].map((f) => path.resolve(f)));
  const leftovers = fs
    .globSync(patterns, { cwd: publicDir })
    .map((file) => path.resolve(publicDir, file))
    .filter((file) => !kept.has(file));
  for (const file of leftovers) fs.rmSync(file);
  return leftovers;
}
