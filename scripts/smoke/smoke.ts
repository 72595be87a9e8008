// `npm run smoke -- <url>`: checks a deployed site the way its owner would after a deploy. One line per check;
// exits non-zero when any fails. Run it on the first deploy and after changing keys.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";
import { VERIFY_ENDPOINT } from "../../src/contact/verify-contract";
import { type Check, CHECK_NAMES, checkEmailKeys, checkPage, checkVerifyAnswer, formatCheck } from "./checks";

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

async function smoke(site: URL): Promise<Check[]> {
  const get = (route: string, init?: RequestInit) =>
    fetch(new URL(route, site), { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const expected = expectedHeaders();
  const checks: Check[] = [];
  for (const route of ["/", "/projects/", "/cv/"]) {
    checks.push(
      await attempt(CHECK_NAMES.page(route), async () => {
        const response = await get(route);
        return checkPage(route, response.status, response.headers, expected);
      }),
    );
  }
  checks.push(
    await attempt(CHECK_NAMES.verify, async () => {
      const response = await get(VERIFY_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ token: `smoke-check-made-up-${Date.now()}` }),
      });
      return checkVerifyAnswer(response.status, await response.json().catch(() => null));
    }),
  );
  checks.push(await attempt(CHECK_NAMES.emailKeys, async () => checkEmailKeys(await homePageData(get))));
  return checks;
}

const [url] = process.argv.slice(2);
if (!url || !URL.canParse(url)) {
  console.error("Usage: npm run smoke -- https://your-site.netlify.app");
  process.exit(2);
}
void smoke(new URL(url)).then((checks) => {
  for (const check of checks) console.log(formatCheck(check));
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
});
