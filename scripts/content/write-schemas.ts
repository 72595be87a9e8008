// `npm run schemas`: writes the JSON Schema of every content file (schemas/content/), from src/content/content-schema.ts.
import fs from "node:fs";
import path from "node:path";
import { contentJsonSchemas, schemaPathFor } from "../../src/content/json-schemas";

const root = path.join(__dirname, "../..");
for (const [file, schema] of Object.entries(contentJsonSchemas())) {
  const target = path.join(root, schemaPathFor(file));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote ${schemaPathFor(file)}`);
}
