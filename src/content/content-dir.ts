import path from "node:path";

/**
 * The folder of content the site is built from: content/, or the folder CONTENT_DIR names (relative to the project),
 * which is how the tests build and check generated content.
 */
export const contentDir = (projectRoot: string) => path.resolve(projectRoot, process.env.CONTENT_DIR ?? "content");
