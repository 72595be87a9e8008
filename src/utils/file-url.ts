/** A content file as queried from GraphQL: `{ publicURL }`, or null when the link did not resolve. */
export type QueriedFile = { readonly publicURL: string | null } | null | undefined;

/**
 * The URL the site serves a content file at (publicURL, as gatsby-node.ts publishes it: under a name safe in a URL,
 * encoded). Throws, naming `what`, when there is none, so a missing file fails the build instead of rendering an empty
 * `src`.
 */
export function fileUrl(file: QueriedFile, what: string): string {
  const url = file?.publicURL;
  if (!url) throw new Error(`No public URL for ${what}: is the file it names in content/ missing?`);
  return url;
}
