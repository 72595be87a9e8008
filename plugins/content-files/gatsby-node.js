// gatsby-source-filesystem itself, but a file saved while `options.refused(absolutePath)` says the content check refuses
// it keeps its node as it was. Gatsby applies a changed file's node at once, even while it runs queries, and drops its
// JSON entries before the transformer makes them again: a query that met that gap failed with Gatsby's own error and
// left the open page without data. Refused, the file changes nothing in Gatsby; saved back as it was, its node's
// content digest is the old one and Gatsby only touches it; saved fixed, it is a change like any other.
//
// Its package.json names it "gatsby-source-filesystem" for the reason plugins/content-json's does: Gatsby's cache
// records which plugin made the File nodes, and their ids come from that name.
const source = require("gatsby-source-filesystem/gatsby-node");

exports.onPreInit = source.onPreInit;
exports.setFieldsOnGraphQLNodeType = source.setFieldsOnGraphQLNodeType;

exports.sourceNodes = (args, { refused, ...options }) => {
  const createNode = (node) => (refused(node.absolutePath) ? undefined : args.actions.createNode(node));
  return source.sourceNodes({ ...args, actions: { ...args.actions, createNode } }, options);
};
