#!/usr/bin/env node
// `npm test`: every test (scripts/test-run/plans.mjs), each runner's counts and time, and one summary line over all of
// them: "tests: N passed, N failed, N skipped".
//
//   npm test                       everything
//   npm test -- --since <ref>      when only content/ changed since <ref>: what the content can break; else everything
//   npm test -- <test files>       those files, with the build they need   (-g <title> picks tests by title)
import { parseArgs } from "node:util";
import { changedSince, onlyContent } from "./test-run/changes.mjs";
import { contentOnly, everything, named } from "./test-run/plans.mjs";
import { summary } from "./test-run/steps.mjs";

const started = performance.now();
const { values, positionals } = parseArgs({
  options: { since: { type: "string" }, grep: { type: "string", short: "g" } },
  allowPositionals: true,
});

if (positionals.length > 0 || values.grep) {
  await named(positionals, values.grep);
} else if (values.since) {
  const changed = changedSince(values.since);
  if (!changed) console.log(`${values.since} is no commit of this repository: running everything.`);
  else if (!onlyContent(changed)) console.log(`Changed since ${values.since}, not only content/: running everything.`);
  else console.log(`Only content/ changed since ${values.since}: ${changed.join(", ")}.`);
  await (changed && onlyContent(changed) ? contentOnly() : everything());
} else {
  await everything();
}
process.exit(summary((performance.now() - started) / 1000));
