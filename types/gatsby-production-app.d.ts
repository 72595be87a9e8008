/** Gatsby's browser entry (`.cache/production-app`): evaluating it starts the site; it exports nothing. */
declare module "gatsby-production-app";
