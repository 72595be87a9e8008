// `npm run lint`'s check of renovate.json, with no network and without Renovate (too large to install for its
// validator): against Renovate's own JSON Schema, vendored in schemas/renovate/ (its README names the source). A
// mistake would otherwise show only after the push, as Renovate's "Action required" issue, with updates stopped.
// Usage: node scripts/lint/renovate-config.mjs [renovate.json]
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { readFileSync } from "node:fs";
import path from "node:path";

const SCHEMA = path.join(import.meta.dirname, "../../schemas/renovate/renovate-schema.json");

const where = (instancePath) =>
  instancePath
    .split("/")
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : ` › ${part}`))
    .join("")
    .replace(/^ › /, "");

/** Each of ajv's errors as "<where>: <message>", one line per place, in order. */
function describe(errors, prefix = "") {
  const byPlace = new Map();
  for (const { instancePath, message } of errors) {
    const place = where(prefix + instancePath) || "(the whole file)";
    byPlace.set(place, [...new Set([...(byPlace.get(place) ?? []), message])]);
  }
  return [...byPlace].map(([place, messages]) => `${place}: ${messages.join("; ")}`);
}

/**
 * What is wrong with a Renovate config: what the schema refuses, plus what its schema lets through but Renovate
 * refuses: an option it does not know (a typo is otherwise ignored), a wrong value of an option set in a package
 * rule, a package rule with no match… selector, a time zone that does not exist.
 */
export function renovateConfigProblems(config, schema) {
  // strict: false, for the schema's own keywords (x-renovate-version, markdownDescription, allowComments).
  const validate = addFormats(new Ajv({ allErrors: true, strict: false })).compile(schema);
  const problems = validate(config) ? [] : describe(validate.errors);
  if (typeof config !== "object" || config === null || Array.isArray(config)) return problems;

  const options = new Set(["$schema", ...Object.keys(schema.properties)]);
  for (const key of Object.keys(config)) {
    if (!options.has(key)) problems.push(`${key}: is not a Renovate option (or one newer than this schema)`);
  }
  const ruleOnly = new Set(Object.keys(schema.definitions.packageRules.items.allOf[0].properties));
  (Array.isArray(config.packageRules) ? config.packageRules : []).forEach((rule, index) => {
    const at = `packageRules[${index}]`;
    const inherited = Object.fromEntries(Object.entries(rule).filter(([key]) => options.has(key)));
    for (const key of Object.keys(rule)) {
      if (!ruleOnly.has(key) && !options.has(key)) problems.push(`${at} › ${key}: is not a Renovate option`);
    }
    if (!validate(inherited)) problems.push(...describe(validate.errors, `/packageRules/${index}`));
    if (!Object.keys(rule).some((key) => key.startsWith("match"))) {
      problems.push(`${at}: has no match… selector, which Renovate requires of every package rule`);
    }
  });
  if (typeof config.timezone === "string") {
    try {
      new Intl.DateTimeFormat("en", { timeZone: config.timezone });
    } catch {
      problems.push(`timezone: "${config.timezone}" is not an IANA time zone`);
    }
  }
  return problems;
}

function main() {
  const file = process.argv[2] ?? "renovate.json";
  const schema = JSON.parse(readFileSync(SCHEMA, "utf8"));
  let config;
  try {
    config = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    console.error(`${file}: ${error.message}`);
    process.exit(1);
  }
  const problems = renovateConfigProblems(config, schema);
  if (problems.length > 0) {
    console.error(`${file} is not a valid Renovate config (schema of Renovate ${schema["x-renovate-version"]}):`);
    for (const problem of problems) console.error(`  ${file} › ${problem}`);
    process.exit(1);
  }
  console.log(`${file}: a valid Renovate config (schema of Renovate ${schema["x-renovate-version"]})`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
