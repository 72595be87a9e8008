import type { z } from "zod";
import { type Collection, contentCollections, graphqlHints } from "./content-schema";

/** "hero-words.json" → "HeroWordsJson": every JSON type is named after its file. */
export function typeNameFor(fileName: string): string {
  const base = fileName.replace(/\.json$/, "");
  return base.replace(/(^|[-_])(\w)/g, (_, __, c: string) => c.toUpperCase()) + "Json";
}

// gatsby-transformer-json 5 replaces a JSON `id` with the node id and keeps the owner's value as `jsonId`.
const graphqlField = (name: string) => (name === "id" ? "jsonId" : name);

/** The GraphQL types of the collections whose entries have an `id`, served as `jsonId`. */
export const typesWithJsonId = () =>
  (Object.entries(contentCollections()) as [string, Collection][])
    .filter(([, { entry }]) => "id" in (entry as z.ZodObject).shape)
    .map(([file]) => typeNameFor(file));

/** Explicit, non-null types for every content collection, so nothing depends on inference. */
export function contentTypeDefs(): string {
  const nested = new Map<string, string>();

  const fieldsOf = (object: z.ZodType) =>
    Object.entries((object as z.ZodObject).shape)
      .map(([name, field]) => `  ${graphqlField(name)}: ${typeOf(field)}`)
      .join("\n");

  function typeOf(schema: z.ZodType): string {
    const def = schema.def as { type: string; element?: z.ZodType; innerType?: z.ZodType };
    // An optional field is nullable: its type without the "!". One with a default is not: a resolver gives it.
    if (def.type === "optional") return typeOf(def.innerType!).replace(/!$/, "");
    if (def.type === "default") return typeOf(def.innerType!);
    const hint = graphqlHints.get(schema)?.graphql;
    if (def.type === "object") {
      if (!hint) throw new Error("A nested content object needs a GraphQL type name (graphqlHints)");
      nested.set(hint, `type ${hint} {\n${fieldsOf(schema)}\n}`);
      return `${hint}!`;
    }
    if (hint) return hint;
    if (def.type === "array") return `[${typeOf(def.element!)}]!`;
    if (def.type === "number") return "Float!";
    if (def.type === "string" || def.type === "enum") return "String!";
    if (def.type === "boolean") return "Boolean!";
    throw new Error(`No GraphQL type for a content field of type ${def.type}`);
  }

  // Each language's entries are nodes of their own: `translation` is "" for content/'s own, else the translation's
  // folder (plugins/content-json).
  const collections = (Object.entries(contentCollections()) as [string, Collection][]).map(
    ([file, { entry }]) =>
      `type ${typeNameFor(file)} implements Node @dontInfer {\n${fieldsOf(entry)}\n  translation: String!\n}`,
  );
  return [...nested.values(), ...collections].join("\n\n");
}
