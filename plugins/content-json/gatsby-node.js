// gatsby-transformer-json itself, but each JSON file reads as `options.content(absolutePath, text)` says: in
// `npm start`, a content file saved with a mistake while Gatsby reads it reads as the content check last accepted it
// (src/content/accepted-content.ts; plugins/content-files keeps Gatsby from reading it after that).
//
// Its package.json names it "gatsby-transformer-json": Gatsby's cache records which plugin made each node type, and
// keeps that record when it clears the cache for a changed plugin. Nodes made under any other name would fail every
// build and `npm start` that begins from a cache made before (Netlify's builds do), until `npm run clean`. The same
// name also keeps the nodes' ids, which Gatsby derives from the plugin's name, as they were.
const transformer = require("gatsby-transformer-json/gatsby-node");

exports.shouldOnCreateNode = transformer.shouldOnCreateNode;

exports.onCreateNode = (args, { content, ...options }) =>
  transformer.onCreateNode(
    { ...args, loadNodeContent: async (node) => content(node.absolutePath, await args.loadNodeContent(node)) },
    options,
  );
