import type { Undrawable } from "./drawable-text";
import type { Collection } from "./schema/collection";
import type { ContentChecks, FileExists } from "./schema/fields";
import { iconListCollections } from "./schema/icon-lists";
import { labelsCollection } from "./schema/labels";
import { navItemsCollection } from "./schema/nav-items";
import { projectsCollection } from "./schema/projects";
import { resumeCollection } from "./schema/resume";
import { siteCollection } from "./schema/site";
import { socialLinksCollection } from "./schema/social-links";
import { statsCollection } from "./schema/stats";

/**
 * What every file in content/ must hold: the one description of the content. The content check
 * (check-content.ts), the GraphQL types (graphql-types.ts) and the JSON Schemas the owner's editor uses
 * (schemas/content/, written by `npm run schemas`) are all made from it. Each field's description is what the
 * editor shows the owner. Each collection's schema is in its own module under schema/, built from the kinds of value
 * in schema/fields.ts.
 */

export type { Collection, ListCollection, ObjectCollection } from "./schema/collection";
export {
  COUNTER_MAX,
  FILE_KINDS,
  type FileExists,
  type FileKind,
  drawnTexts,
  examples,
  fileKinds,
  graphqlHints,
  templates,
  TEXT_MAX,
} from "./schema/fields";
export { PAGE_ROUTES, SECTION_ANCHORS } from "./schema/nav-items";
export { BADGE_COLOURS } from "./schema/projects";

/**
 * Every content file, by file name. `exists` checks file paths and `undrawable` the texts the build draws; the JSON
 * Schemas are made without them.
 */
export function contentCollections(exists: FileExists = () => true, undrawable: Undrawable = () => []) {
  const checks: ContentChecks = { exists, undrawable };
  return {
    "site.json": siteCollection(checks),
    "projects.json": projectsCollection(checks),
    "stats.json": statsCollection(),
    ...iconListCollections(checks),
    "social-links.json": socialLinksCollection(checks),
    "resume.json": resumeCollection(checks),
    "nav-items.json": navItemsCollection(),
    "labels.json": labelsCollection(checks),
  } satisfies Record<string, Collection>;
}

export type ContentFileName = keyof ReturnType<typeof contentCollections>;
