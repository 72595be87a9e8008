// `npm run smoke -- <url>`: checks a deployed site the way its owner would after a deploy. One line per check;
// exits non-zero when any fails. Run it on the first deploy and after changing keys. `--json <file>` also writes
// the checks to a file, for the daily live check (scripts/live-check/).
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";
import { VERIFY_ENDPOINT } from "../../src/contact/verify-contract";
import { CV_PAPERS, cvPdfPath } from "../../src/cv/cv-paths";
import { caseStudyPath } from "../../src/utils/case-study-path";
import { contentDir } from "../../src/content/content-dir";
import {
  type Check,
  CHECK_NAMES,
  checkEmailKeys,
  checkFile,
  checkMissing,
  checkPage,
  checkRefusal,
  checkVerifyAnswer,
  formatCheck,
} from "./checks";
import { checkPageLoads, pageLoadName } from "./page-load";
import { parseSmokeArgs } from "./smoke-args";
import { writeSmokeResults } from "./smoke-results";

const TIMEOUT_MS = 15_000;

/** The headers netlify.toml sets for every page (`for = "/*"`). */
function expectedHeaders(): Record<string, string> {
  const toml = parse(readFileSync(path.join(__dirname, "../../netlify.toml"), "utf8")) as {
    headers?: { for: string; values: Record<string, string> }[];
  };
  return toml.headers?.find((rule) => rule.for === "/*")?.values ?? {};
}

/** Runs one check; a request that fails outright fails the check with its error. */
async function attempt(name: string, run: () => Promise<Check>): Promise<Check> {
  try {
    return await run();
  } catch (error) {
    return { name, ok: false, detail: `request failed: ${(error as Error).message}` };
  }
}

/** The home page's data as Gatsby serves it: its page query's result and the static queries it uses. */
async function homePageData(get: (route: string) => Promise<Response>): Promise<unknown[]> {
  const page = (await (await get("/page-data/index/page-data.json")).json()) as { staticQueryHashes?: string[] };
  const staticQueries = await Promise.all(
    (page.staticQueryHashes ?? []).map(async (hash) => (await get(`/page-data/sq/d/${hash}.json`)).json()),
  );
  return [page, ...staticQueries];
}

const readContent = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(contentDir(path.join(__dirname, "../..")), file), "utf8")) as T;

/** Every page a visitor can reach. */
const ROUTES = [
  "/",
  "/projects/",
  ...readContent<{ slug: string }[]>("projects.json").map(({ slug }) => caseStudyPath(slug)),
  "/cv/",
];

/** Files the site must serve, with their type and what they must hold. */
const FILES: [string, { type: string; contains?: string }][] = [
  ["/resume.json", { type: "application/json", contains: '"basics"' }],
  ...CV_PAPERS.map((paper): [string, { type: string }] => [
    cvPdfPath(readContent<{ name: string }>("site.json").name, paper),
    { type: "application/pdf" },
  ]),
  ["/robots.txt", { type: "text/plain", contains: "Sitemap: " }],
  ["/sitemap-index.xml", { type: "application/xml", contains: "<sitemapindex" }],
];

const MISSING = "/smoke-check-no-such-page/";

async function smoke(site: URL): Promise<Check[]> {
  const get = async (route: string, init?: RequestInit) => {
    const response = await fetch(new URL(route, site), { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    // Each body is read to its end before the next request: Node's fetch throws an uncaught assertion when a server
    // closes a connection under a body left unread.
    const body = await response.arrayBuffer();
    return new Response(body.byteLength > 0 ? body : null, response);
  };
  const postToVerify = (body: string) =>
    get(VERIFY_ENDPOINT, { method: "POST", headers: { "Content-Type": "application/json" }, body });
  const expected = expectedHeaders();
  const checks: Check[] = [];
  for (const route of ROUTES) {
    checks.push(
      await attempt(CHECK_NAMES.page(route), async () => {
        const response = await get(route);
        return checkPage(route, response.status, response.headers, expected);
      }),
    );
  }
  for (const [route, expectedFile] of FILES) {
    checks.push(
      await attempt(CHECK_NAMES.file(route), async () => {
        const response = await get(route);
        const body = expectedFile.contains ? await response.text() : "";
        return checkFile(route, response.status, response.headers.get("content-type"), body, expectedFile);
      }),
    );
  }
  checks.push(
    await attempt(CHECK_NAMES.missing(MISSING), async () => checkMissing(MISSING, (await get(MISSING)).status)),
  );
  checks.push(
    await attempt(CHECK_NAMES.refuses("a GET"), async () =>
      checkRefusal("a GET", (await get(VERIFY_ENDPOINT)).status, 405),
    ),
    await attempt(CHECK_NAMES.refuses("a body without a token"), async () =>
      checkRefusal("a body without a token", (await postToVerify("{}")).status, 400),
    ),
  );
  checks.push(
    await attempt(CHECK_NAMES.verify, async () => {
      const response = await postToVerify(JSON.stringify({ token: `smoke-check-made-up-${Date.now()}` }));
      return checkVerifyAnswer(response.status, await response.json().catch(() => null));
    }),
  );
  checks.push(await attempt(CHECK_NAMES.emailKeys, async () => checkEmailKeys(await homePageData(get))));
  const loaded = ["/", "/cv/"];
  checks.push(
    ...(await checkPageLoads(site, loaded).catch((error: Error) =>
      loaded.map((route) => ({ name: pageLoadName(route), ok: false, detail: `Chromium failed: ${error.message}` })),
    )),
  );
  return checks;
}

const args = parseSmokeArgs(process.argv.slice(2));
if ("usage" in args) {
  console.error(args.usage);
  process.exit(2);
}
void smoke(args.site).then((checks) => {
  for (const check of checks) console.log(formatCheck(check));
  if (args.jsonFile) {
    writeSmokeResults(args.jsonFile, { site: args.site.href, checkedAt: new Date().toISOString(), checks });
  }
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
});
