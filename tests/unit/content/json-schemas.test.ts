/** @jest-environment node */
import Ajv from "ajv";
import addFormats from "ajv-formats";
import fs from "node:fs";
import path from "node:path";
import { checkContent } from "../../../src/content/check-content";
import { contentJsonSchemas, editorSchemaMap, schemaPathFor } from "../../../src/content/json-schemas";
import { CONTENT_DIR, contentWithOverrides } from "../../support/content-fixture";

const ROOT = path.join(__dirname, "../../..");
const FIXTURES = path.join(__dirname, "../../fixtures/broken-content");
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

  // A schema cannot know which files exist in content/ (the image and the technology icon of these fixtures), nor
  // that ids and slugs are unique: only the check finds those.
  const checkOnly = ["missing-image", "bad-technology", "duplicate-id", "duplicate-slug"];

  it.each(fs.readdirSync(FIXTURES).filter((f) => f !== "invalid-json"))(
    "the broken fixture %s fails the check, and the schema too",
    (fixture) => {
      expect(checkContent(contentWithOverrides(fixture))).not.toEqual([]);
      const [file] = fs.readdirSync(path.join(FIXTURES, fixture));
      const validate = validatorFor(file);
      const valid = validate(JSON.parse(fs.readFileSync(path.join(FIXTURES, fixture, file), "utf8")));
      expect({ fixture, valid }).toEqual({ fixture, valid: checkOnly.includes(fixture) });
    },
  );
});
