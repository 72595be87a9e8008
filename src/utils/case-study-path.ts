/** Where a project's case study is published: /projects/<slug>/. */
export const caseStudyPath = (slug: string) => `/projects/${slug}/`;

/** Where the case study's Open Graph and Twitter card image is published (made by gatsby-node.ts at build time). */
export const shareImagePath = (slug: string) => `/share/projects/${slug}.png`;
