// `npm run schemas`: writes the JSON Schema of every content file (schemas/content/), and VS Code's map of each file
// to its schema (.vscode/settings.json), from src/content/content-schema.ts.
import fs from "node:fs";
import path from "node:path";
import { contentJsonSchemas, editorSchemaMap, schemaPathFor } from "../../src/content/json-schemas";

const root = path.join(__dirname, "../..");
for (const [file, schema] of Object.entries(contentJsonSchemas())) {
  const target = path.join(root, schemaPathFor(file));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote ${schemaPathFor(file)}`);
}

const settings = path.join(root, ".vscode/settings.json");
const kept = fs.existsSync(settings) ? JSON.parse(fs.readFileSync(settings, "utf8")) : {};
fs.mkdirSync(path.dirname(settings), { recursive: true });
fs.writeFileSync(settings, `${JSON.stringify({ ...kept, "json.schemas": editorSchemaMap() }, null, 2)}\n`);
console.log("wrote .vscode/settings.json");
