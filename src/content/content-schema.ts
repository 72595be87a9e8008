/**
 * What every file in content/ must hold. The content check and the GraphQL
 * schema in gatsby-node.ts both follow this description, so an owner's mistake
 * fails the build with a message instead of rendering a broken page.
 */
export type FieldKind =
  | "text"
  | "number"
  | "url" // absolute http(s) URL
  | "email"
  | "navLink" // "/route" or "#anchor"
  | "file" // path relative to content/, must exist
  | "textList"
  | "technologies";

export interface CollectionRule {
  /** "list": a JSON array of entries; "object": one JSON object. */
  shape: "list" | "object";
  fields: Record<string, FieldKind>;
  /** Field whose value must be unique across entries. */
  uniqueBy?: string;
}

export const TECHNOLOGY_FIELDS: Record<string, FieldKind> = {
  name: "text",
  icon: "file",
  color: "text",
};

const namedImage = { name: "text", imgPath: "file" } as const;
const card = { title: "text", desc: "text", imgPath: "file" } as const;

export const CONTENT_SCHEMA: Record<string, CollectionRule> = {
  "site.json": {
    shape: "object",
    fields: {
      name: "text",
      shortName: "text",
      role: "text",
      intro: "text",
      projectsIntro: "text",
      description: "text",
      location: "text",
      email: "email",
      githubUrl: "url",
      linkedinUrl: "url",
      siteUrl: "url",
      heroVideoWebm: "file",
      heroVideoMp4: "file",
      heroVideoPoster: "file",
      turnstileSiteKey: "text",
      emailjsPublicKey: "text",
      emailjsServiceId: "text",
      emailjsTemplateId: "text",
    },
  },
  "projects.json": {
    shape: "list",
    uniqueBy: "id",
    fields: {
      id: "number",
      title: "text",
      description: "text",
      image: "file",
      features: "textList",
      technologies: "technologies",
      liveLink: "url",
      githubLink: "url",
      category: "text",
    },
  },
  "stats.json": {
    shape: "list",
    uniqueBy: "label",
    fields: { value: "number", suffix: "text", label: "text" },
  },
  "hero-words.json": { shape: "list", fields: { text: "text", imgPath: "file" } },
  "client-logos.json": { shape: "list", uniqueBy: "name", fields: namedImage },
  "tech-icons.json": { shape: "list", uniqueBy: "name", fields: namedImage },
  "value-cards.json": { shape: "list", uniqueBy: "title", fields: card },
  "feature-cards.json": { shape: "list", uniqueBy: "title", fields: card },
  "roles.json": { shape: "list", uniqueBy: "name", fields: namedImage },
  "skills.json": { shape: "list", uniqueBy: "name", fields: namedImage },
  "social-links.json": {
    shape: "list",
    uniqueBy: "name",
    fields: { name: "text", imgPath: "file", link: "url" },
  },
  "nav-items.json": {
    shape: "list",
    uniqueBy: "name",
    fields: { name: "text", link: "navLink" },
  },
};
