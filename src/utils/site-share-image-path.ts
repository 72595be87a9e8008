/** Where the link preview of / and of pages without their own is published (drawn by gatsby-node.ts from the content). */
export const SITE_SHARE_IMAGE_PATH = "/share/site.png";
