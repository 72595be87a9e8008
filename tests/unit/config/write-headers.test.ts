import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const SCRIPT = path.join(__dirname, "../../../scripts/write-headers.mjs");
const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

const PAGE = `<!DOCTYPE html><html><head>
<style data-identity="gatsby-global-css">body{color:red}</style>
<script type="application/ld+json">{"@type":"Person"}</script>
</head><body>
<noscript><style>.img{opacity:1}</style></noscript>
<script>window.pagePath="/";</script>
<script src="/app.js" async></script>
</body></html>`;

/** What gatsby-adapter-netlify leaves in public/_headers during `gatsby build` on Netlify. */
const ADAPTER_BLOCK = `## Created with gatsby-adapter-netlify

/page-data/*
  cache-control: public, max-age=0, must-revalidate
`;

function writeHeaders(env: Record<string, string> = {}, before?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"));
  if (before !== undefined) fs.writeFileSync(path.join(dir, "_headers"), before);
  fs.mkdirSync(path.join(dir, "projects"));
  fs.writeFileSync(path.join(dir, "index.html"), PAGE);
  fs.writeFileSync(path.join(dir, "projects", "index.html"), PAGE.replace('"/"', '"/projects/"'));
  execFileSync("node", [SCRIPT, dir], { env: { ...process.env, CONTEXT: "", ...env } });
  return fs.readFileSync(path.join(dir, "_headers"), "utf8");
}

describe("scripts/write-headers.mjs", () => {
  it("allows exactly the inline scripts and styles of every page, by hash", () => {
    const headers = writeHeaders();
    const csp = /Content-Security-Policy: (.*)/.exec(headers)![1];
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1].split(" ");
    expect(scriptSrc.sort()).toEqual(
      [
        "'self'",
        "https://challenges.cloudflare.com",
        sha('window.pagePath="/";'),
        sha('window.pagePath="/projects/";'),
      ].sort(),
    );
    const styleSrc = /style-src ([^;]*)/.exec(csp)![1].split(" ");
    expect(styleSrc.sort()).toEqual(["'self'", sha("body{color:red}"), sha(".img{opacity:1}")].sort());
    expect(csp).toMatch(/^default-src 'none';/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(headers).not.toMatch(/X-Robots-Tag/);
  });

  it("keeps the adapter's block and replaces only its own on every build", () => {
    const first = writeHeaders({}, ADAPTER_BLOCK);
    expect(first.startsWith(ADAPTER_BLOCK.trim())).toBe(true);
    expect(first.match(/Content-Security-Policy/g)).toHaveLength(1);
    const again = writeHeaders({ CONTEXT: "deploy-preview" }, first);
    expect(again.startsWith(ADAPTER_BLOCK.trim())).toBe(true);
    expect(again.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(again).toMatch(/^ {2}X-Robots-Tag: noindex$/m);
  });

  it("keeps deploy previews out of search engines", () => {
    expect(writeHeaders({ CONTEXT: "deploy-preview" })).toMatch(/^ {2}X-Robots-Tag: noindex$/m);
    expect(writeHeaders({ CONTEXT: "production" })).not.toMatch(/X-Robots-Tag/);
  });
});
