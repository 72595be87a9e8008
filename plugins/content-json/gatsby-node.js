// gatsby-transformer-json's nodes, a set for each language of the site: `options.languages(absolutePath, text)` says, for
// a JSON file Gatsby reads, which content file (content/<file>) its nodes are of, and each language's entries of it.
// content/<file> makes its own entries (`translation` "") and every translation's; a translation's file
// (content/translations/<language>/<file>) makes its language's again, each entry content/<file>'s with the
// translation's words. Every node is a child of content/<file>'s File node, so that a path in it names a file of
// content/ (gatsby-source-filesystem's fileByRelativePath), and a change to content/<file> makes them all again. In
// `npm start`, a content file saved with a mistake reads as the content check last accepted it (through
// options.languages; plugins/content-files keeps Gatsby from reading it after that).
//
// Its package.json names it "gatsby-transformer-json": Gatsby's cache records which plugin made each node type, and
// keeps that record when it clears the cache for a changed plugin. Nodes made under any other name would fail every
// build and `npm start` that begins from a cache made before (Netlify's builds do), until `npm run clean`. The same
// name keeps content/'s own nodes' ids as gatsby-transformer-json made them.
const fs = require("node:fs");

exports.shouldOnCreateNode = ({ node }) => node.internal.mediaType === "application/json";

exports.onCreateNode = async (args, options) => {
  const { node, loadNodeContent } = args;
  await makeNodes(args, options, options.languages(node.absolutePath, await loadNodeContent(node)));
};

// A build from an earlier one's cache calls onCreateNode only for the files that changed: a translation's file removed,
// or a language added with some files left out, would leave content/<file>'s nodes as they were. So each build makes
// every content file's nodes again (Gatsby keeps a node whose digest is unchanged as it is), and removes those of a
// language the site no longer has, or an entry a list no longer has.
exports.sourceNodes = async (args, options) => {
  const { actions, getNodesByType, loadNodeContent } = args;
  const json = getNodesByType("File").filter((node) => node.internal.mediaType === "application/json");
  // A removed file's node is still here, until Gatsby drops it after sourcing.
  for (const file of json.filter((node) => fs.existsSync(node.absolutePath))) {
    const made = options.languages(file.absolutePath, await loadNodeContent(file));
    if (made?.file !== file.absolutePath) continue;
    const kept = await makeNodes({ ...args, node: file }, options, made);
    for (const child of getNodesByType(options.typeName({ node: file })))
      if (child.parent === file.id && !kept.has(child.id)) actions.deleteNode(child);
  }
};

/** Makes `made`'s nodes, each a child of its content file's File node; returns their ids. */
async function makeNodes({ node, actions, createNodeId, createContentDigest, getNodesByType }, { typeName }, made) {
  const ids = new Set();
  if (!made) return ids;
  const file =
    made.file === node.absolutePath ? node : getNodesByType("File").find((f) => f.absolutePath === made.file);
  // Its content file is not read yet: reading it makes these nodes too.
  if (!file) return ids;
  const type = typeName({ node: file });
  const create = async (entry, id, translation) => {
    const child = {
      ...entry,
      ...(entry.id !== undefined ? { jsonId: entry.id } : {}),
      translation,
      id,
      children: [],
      parent: file.id,
      internal: { contentDigest: createContentDigest({ ...entry, translation }), type },
    };
    await actions.createNode(child);
    actions.createParentChildLink({ parent: file, child });
    ids.add(id);
  };
  for (const { translation, data } of made.languages) {
    // content/'s own entries keep gatsby-transformer-json's ids.
    const of = translation ? ` ${translation}` : "";
    if (Array.isArray(data))
      for (const [i, entry] of data.entries())
        await create(entry, createNodeId(`${file.id} [${i}] >>> JSON${of}`), translation);
    else await create(data, createNodeId(`${file.id} >>> JSON${of}`), translation);
  }
  return ids;
}
