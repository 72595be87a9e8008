// `npm run check:content`: the build's content check alone, with no build.
import path from "node:path";
import { checkContent, formatProblem } from "../../src/content/check-content";
import { contentFolder } from "../../src/content/content-folder";

const problems = checkContent(contentFolder(path.join(__dirname, "../../content")));
if (problems.length > 0) {
  console.error(
    `The content in content/ has ${problems.length} problem(s):\n${problems.map((p) => `  - ${formatProblem(p)}`).join("\n")}`,
  );
  process.exit(1);
}
console.log("content/ is fine.");
