// `npm run check:content`: the build's content check alone, with no build, in Netlify's CONTEXT when set.
import path from "node:path";
import { checkContentFor, describeErrors, describeWarnings } from "../../src/content/check-content";
import { contentDir } from "../../src/content/content-dir";
import { contentFolder } from "../../src/content/content-folder";

const { errors, warnings } = checkContentFor(
  contentFolder(contentDir(path.join(__dirname, "../.."))),
  process.env.CONTEXT,
);
if (warnings.length > 0) console.warn(describeWarnings(warnings));
if (errors.length > 0) {
  console.error(describeErrors(errors));
  process.exit(1);
}
console.log(warnings.length > 0 ? "content/ is fine, but for the keys above." : "content/ is fine.");
