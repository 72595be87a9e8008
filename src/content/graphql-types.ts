import { CONTENT_SCHEMA, TECHNOLOGY_FIELDS, type FieldKind } from "./content-schema";

/** "hero-words.json" → "HeroWordsJson": every JSON type is named after its file. */
export function typeNameFor(fileName: string): string {
  const base = fileName.replace(/\.json$/, "");
  return base.replace(/(^|[-_])(\w)/g, (_, __, c: string) => c.toUpperCase()) + "Json";
}

const GRAPHQL_TYPE: Record<FieldKind, string> = {
  text: "String!",
  number: "Float!",
  url: "String!",
  email: "String!",
  navLink: "String!",
  file: "File! @fileByRelativePath",
  textList: "[String!]!",
  technologies: "[ProjectTechnology!]!",
};

// gatsby-transformer-json 5 replaces a JSON `id` with the node id and keeps the owner's value as `jsonId`.
const graphqlField = (name: string) => (name === "id" ? "jsonId" : name);

function fieldsSdl(fields: Record<string, FieldKind>): string {
  return Object.entries(fields)
    .map(([name, kind]) => `  ${graphqlField(name)}: ${GRAPHQL_TYPE[kind]}`)
    .join("\n");
}

/** Explicit, non-null types for every content collection, so nothing depends on inference. */
export function contentTypeDefs(): string {
  const collections = Object.entries(CONTENT_SCHEMA).map(
    ([file, rule]) => `type ${typeNameFor(file)} implements Node @dontInfer {\n${fieldsSdl(rule.fields)}\n}`,
  );
  return [`type ProjectTechnology {\n${fieldsSdl(TECHNOLOGY_FIELDS)}\n}`, ...collections].join("\n\n");
}
