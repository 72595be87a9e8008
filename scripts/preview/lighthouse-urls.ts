// In the preview workflow: prints `lhci collect`'s `--url=…` arguments, one a line, for every page in the deploy
// preview's sitemap. Usage: tsx scripts/preview/lighthouse-urls.ts <preview URL>
import { lhciUrlArgs, previewRoutes } from "./preview-routes";

const [preview] = process.argv.slice(2);
if (!preview || !URL.canParse(preview)) {
  console.error("Usage: tsx scripts/preview/lighthouse-urls.ts https://deploy-preview-1--your-site.netlify.app");
  process.exit(2);
}
const site = new URL(preview);
previewRoutes(site, { requestTimeoutMs: 20_000 }).then(
  (routes) => console.log(lhciUrlArgs(site, routes).join("\n")),
  (error: Error) => {
    console.error(`No pages to audit: ${error.message}`);
    process.exit(1);
  },
);
