// The built site served as Netlify's CDN serves it, for benchmarks: every answer (headers from netlify.toml and
// public/_headers, Brotli at quality 11 for text) is prepared once at start, so a request costs the server no work
// that could steal the CPU from the browser being measured. A page asked for with `?floor` is its floor: the same
// HTML with every script removed, i.e. what the server's HTML alone paints.
import { parseAllHeaders } from "@netlify/headers-parser";
import mime from "mime-types";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { parse } from "node-html-parser";
import rangeParser from "range-parser";

export const FLOOR_QUERY = "?floor";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** The page without any script: every <script> and every script preload removed. */
export function withoutScripts(html) {
  const root = parse(html, { comment: true });
  root.querySelectorAll('script, link[as="script"], link[rel="modulepreload"]').forEach((node) => node.remove());
  return root.toString();
}

/** Netlify's header rules for the site, from netlify.toml and the built _headers file, parsed as Netlify parses them. */
async function headerRules(dir, netlifyConfigPath) {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(dir, "_headers")],
    netlifyConfigPath,
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`the site's headers do not parse: ${errors.map((e) => e.message).join("; ")}`);
  return headers;
}

/** Every header whose rule matches the URL path, later rules overriding earlier ones, as Netlify merges them. */
const headersFor = (rules, urlPath) =>
  Object.assign({}, ...rules.filter((rule) => rule.forRegExp.test(urlPath)).map((rule) => rule.values));

function answer(status, headers, body) {
  const type = headers["content-type"] ?? "";
  const brotli = COMPRESSIBLE.test(type)
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
    : undefined;
  return { status, headers, body, brotli };
}

/**
 * Every answer the site can give, keyed by URL path (and `path?floor` for each page's floor), prepared now.
 * `/dir/` answers with `/dir/index.html`; an unknown path gets 404.html with status 404.
 */
export async function prepareSite(dir = "public", netlifyConfigPath = "netlify.toml") {
  const rules = await headerRules(dir, netlifyConfigPath);
  const answers = new Map();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const urlPath = `/${path.relative(dir, file).split(path.sep).join("/")}`;
    const keys = urlPath.endsWith("/index.html") ? [urlPath, urlPath.slice(0, -"index.html".length)] : [urlPath];
    const body = fs.readFileSync(file);
    const type = mime.contentType(path.extname(file)) || "application/octet-stream";
    // Compressed once per file: `/dir/` and `/dir/index.html` share the bytes, each with the headers of its own path.
    const page = answer(200, { "content-type": type }, body);
    const floor = type.startsWith("text/html")
      ? answer(200, { "content-type": type }, Buffer.from(withoutScripts(body.toString("utf8"))))
      : undefined;
    for (const key of keys) {
      const headers = { "content-type": type, ...headersFor(rules, key) };
      answers.set(key, { ...page, headers });
      if (floor) answers.set(`${key}${FLOOR_QUERY}`, { ...floor, headers });
    }
  }
  const notFound = answers.get("/404.html");
  if (notFound) answers.set(404, { ...notFound, status: 404 });
  return answers;
}

/** Serves prepared answers on `port`; resolves with the server once it listens. */
export function serveSite(answers, port) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const key = url.search === FLOOR_QUERY ? `${url.pathname}${FLOOR_QUERY}` : url.pathname;
    const found = answers.get(key) ?? answers.get(404) ?? { status: 404, headers: {}, body: Buffer.alloc(0) };
    const brotli = found.brotli && /\bbr\b/.test(req.headers["accept-encoding"] ?? "");
    const ranges = req.headers.range && !brotli ? rangeParser(found.body.length, req.headers.range) : undefined;
    if (Array.isArray(ranges) && ranges.length === 1) {
      // A media element asks for byte ranges; the CDN answers them with 206 and just those bytes.
      const [{ start, end }] = ranges;
      res.writeHead(206, {
        ...found.headers,
        "accept-ranges": "bytes",
        "content-range": `bytes ${start}-${end}/${found.body.length}`,
        "content-length": end - start + 1,
      });
      res.end(req.method === "HEAD" ? undefined : found.body.subarray(start, end + 1));
      return;
    }
    const payload = brotli ? found.brotli : found.body;
    res.writeHead(found.status, {
      ...found.headers,
      ...(found.brotli && { vary: "Accept-Encoding" }),
      ...(brotli && { "content-encoding": "br" }),
      "accept-ranges": "bytes",
      "content-length": payload.length,
    });
    res.end(req.method === "HEAD" ? undefined : payload);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => resolve(server));
  });
}
