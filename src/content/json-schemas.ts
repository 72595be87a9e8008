import { z } from "zod";
import { type Collection, contentCollections } from "./content-schema";

/**
 * A JSON Schema (draft 7, which every schema-aware editor reads) for each file in content/, made from the content
 * description: the owner's editor completes field names, shows their descriptions and flags a wrong type or a
 * missing field while typing. What a schema cannot say (that a file path exists, that ids are unique) only the
 * content check finds.
 */
export function contentJsonSchemas(): Record<string, object> {
  return Object.fromEntries(
    (Object.entries(contentCollections()) as [string, Collection][]).map(([file, collection]) => {
      const whole = collection.shape === "list" ? collection.entry.array().min(1) : collection.entry;
      const schema = z.toJSONSchema(whole.describe(collection.description), { target: "draft-7", io: "input" });
      return [file, { ...schema, title: `content/${file}` }];
    }),
  );
}

/** Where the schema of content/<file> is kept. */
export const schemaPathFor = (file: string) => `schemas/content/${file.replace(/\.json$/, ".schema.json")}`;

/** VS Code's map of each content file to its schema (`json.schemas` in .vscode/settings.json). */
export const editorSchemaMap = () =>
  Object.keys(contentCollections())
    .sort()
    .map((file) => ({ fileMatch: [`/content/${file}`], url: `./${schemaPathFor(file)}` }));
