import Ajv from "ajv";
import addFormats from "ajv-formats";
import fs from "node:fs";
import path from "node:path";
import { contentJsonSchemas, editorSchemaMap, schemaPathFor } from "../../../src/content/json-schemas";
import { BASE, BROKEN, broken } from "../../support/broken-content";
import { CONTENT_DIR } from "../../support/content-fixture";

const ROOT = path.join(__dirname, "../../..");
const schemas = contentJsonSchemas();
const ajv = addFormats(new Ajv({ allErrors: true, strict: true }));
const validatorFor = (file: string) =>
  ajv.compile(JSON.parse(fs.readFileSync(path.join(ROOT, schemaPathFor(file)), "utf8")));

describe("the content JSON Schemas the owner's editor uses", () => {
  it.each(Object.keys(schemas))(
    "schemas/content for %s is up to date with src/content/content-schema.ts (npm run schemas)",
    (file) => {
      const committed = JSON.parse(fs.readFileSync(path.join(ROOT, schemaPathFor(file)), "utf8"));
      expect(committed).toEqual(schemas[file]);
    },
  );

  it("covers every file in content/, each mapped for VS Code in .vscode/settings.json (npm run schemas)", () => {
    const contentFiles = fs.readdirSync(CONTENT_DIR).filter((f) => f.endsWith(".json"));
    expect(Object.keys(schemas).sort()).toEqual(contentFiles.sort());
    const { "json.schemas": mapped } = JSON.parse(fs.readFileSync(path.join(ROOT, ".vscode/settings.json"), "utf8"));
    expect(mapped).toEqual(editorSchemaMap());
  });

  it.each(Object.keys(schemas))("accepts the site's real content/%s", (file) => {
    const validate = validatorFor(file);
    expect(validate(JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")))).toBe(true);
  });

  it("accepts generated content, as the content check does", () => {
    for (const [file, content] of Object.entries(BASE))
      expect({ file, valid: validatorFor(file)(content) }).toEqual({ file, valid: true });
  });

  it.each(Object.keys(BROKEN))("sees %s as the check does, where a schema can", (name) => {
    const { file, schemaSees } = BROKEN[name]!;
    expect(validatorFor(file)(broken(name)[file])).toBe(!schemaSees);
  });
});
