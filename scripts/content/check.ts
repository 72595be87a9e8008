// `npm run check:content`: the build's content check alone, with no build, in Netlify's CONTEXT when set.
import path from "node:path";
import { describeErrors, describeWarnings } from "../../src/content/check-content";
import { checkContentAndFiles } from "../../src/content/check-content-files";
import { contentDir } from "../../src/content/content-dir";
import { contentFolder } from "../../src/content/content-folder";

void checkContentAndFiles(contentFolder(contentDir(path.join(__dirname, "../.."))), process.env.CONTEXT).then(
  ({ errors, warnings }) => {
    if (warnings.length > 0) console.warn(describeWarnings(warnings));
    if (errors.length > 0) {
      console.error(describeErrors(errors));
      process.exit(1);
    }
    console.log(warnings.length > 0 ? "content/ is fine, but for the warnings above." : "content/ is fine.");
  },
);
