// Gatsby reads a File node's content through its owner plugin's main module: the real plugin's.
module.exports = require("gatsby-source-filesystem");
