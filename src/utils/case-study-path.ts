/** Where a project's case study is published: /projects/<slug>/. */
export const caseStudyPath = (slug: string) => `/projects/${slug}/`;

