/** `npm run smoke -- <url> [--json <file>]`: the site to check, and where to write the results as JSON. */
export type SmokeArgs = { site: URL; jsonFile?: string } | { usage: string };

export const SMOKE_USAGE = "Usage: npm run smoke -- https://your-site.netlify.app [--json results.json]";

export function parseSmokeArgs(args: readonly string[]): SmokeArgs {
  const rest = [...args];
  let jsonFile: string | undefined;
  const json = rest.indexOf("--json");
  if (json !== -1) {
    jsonFile = rest[json + 1];
    if (!jsonFile || jsonFile.startsWith("--")) return { usage: SMOKE_USAGE };
    rest.splice(json, 2);
  }
  const [url, ...extra] = rest;
  if (!url || extra.length > 0 || !URL.canParse(url)) return { usage: SMOKE_USAGE };
  return { site: new URL(url), ...(jsonFile ? { jsonFile } : {}) };
}
