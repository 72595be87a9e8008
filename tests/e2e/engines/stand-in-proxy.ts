import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import tls from "node:tls";
import parseRange from "range-parser";
import { parse } from "smol-toml";
import { reportCspViolations } from "../../../scripts/report-csp-violations";
import { VERIFY_ENDPOINT } from "../../../src/contact/verify-contract";
import * as doubles from "../doubles";

/**
 * WebKit's WebDriver cannot intercept requests, so a WebKit page goes through this HTTP proxy (set as the browser's
 * `http_proxy` and `https_proxy`). It
 * - passes the site's own requests through, and records any that fail or answer with an error status; it answers
 *   byte-range requests as Netlify's CDN does, which `netlify dev` does not;
 * - adds one same-origin script, `PROBE_PATH`, at the top of every HTML page the site serves: it records what a
 *   console or a Playwright page would report (console errors, uncaught errors, CSP violations) in sessionStorage,
 *   where the test reads it (WebDriver classic has no console);
 * - answers POST /api/verify-turnstile itself when a test chooses the function's answer (`verifyStatus`);
 * - plays Cloudflare's and EmailJS's servers over TLS with a throwaway certificate (the browser is started with
 *   `acceptInsecureCerts`): the same stand-ins as the other engines get through request interception.
 */
export interface StandInOptions extends doubles.StandIns {
  /** The site's origin, e.g. http://localhost:8888. */
  origin: string;
}

export interface StandInProxy {
  url: string;
  /** Failed same-origin requests. */
  readonly problems: string[];
  /** Requests to EmailJS's send-form endpoint, by method and URL. */
  readonly emails: string[];
  /** Answers from now on as `options` say (what they leave out stays as it was). */
  reconfigure(options: Partial<StandInOptions>): void;
  /** Forgets the problems and emails recorded so far (the arrays are emptied in place). */
  clear(): void;
  close(): Promise<void>;
}

const PROBE_PATH = "/__engine-probe.js";
export const PROBE_KEY = "engine-problems";
/** A blank page on the site's origin that empties its storage, so that a reused browser starts a test afresh. */
export const FRESH_START_PATH = "/__engine-fresh-start";
const FRESH_START = `<!doctype html><title>fresh start</title><link rel="icon" href="data:,">
<script>localStorage.clear(); sessionStorage.clear();</script>`;
/**
 * The site's Cross-Origin-Opener-Policy, read from netlify.toml, sent with the fresh-start page too: a page whose
 * policy differs from the one before it opens a new browsing context group, which WebKit gives a web process of its
 * own, so every test launched two or three and left them to exit on a busy machine.
 */
const FRESH_START_HEADERS = {
  "Cross-Origin-Opener-Policy": (
    parse(readFileSync(join(__dirname, "../../../netlify.toml"), "utf8")) as {
      headers: { for: string; values: Record<string, string> }[];
    }
  ).headers.find((rule) => rule.for === "/*")!.values["Cross-Origin-Opener-Policy"],
};

/** How every engine's page reports a same-origin request that failed, or was answered with an error status. */
export const requestFailed = (url: string, why: string | number | undefined) => `request failed: ${url} (${why})`;

export const FIRST_FRAMES_KEY = "engine-first-frames";

/**
 * Records, for every document, what its first frame paints: the root's background and theme, read in the first
 * animation frame callback, which runs just before that frame is painted (run in the page, before its own scripts).
 * The key is written out, not FIRST_FRAMES_KEY: the function runs as its source text in the page, where the module's
 * names do not exist.
 */
export const recordFirstFrames = () =>
  requestAnimationFrame(() => {
    const root = document.documentElement;
    const frames = JSON.parse(sessionStorage.getItem("engine-first-frames") || "[]");
    frames.push({
      path: location.pathname,
      theme: root.dataset.theme ?? null,
      background: getComputedStyle(root).backgroundColor,
      deviceDark: matchMedia("(prefers-color-scheme: dark)").matches,
    });
    sessionStorage.setItem("engine-first-frames", JSON.stringify(frames));
  });

/** Records problems in sessionStorage, so that they survive the page's own navigations. */
const PROBE = `(() => {
  const record = (text) => {
    const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(PROBE_KEY)}) || "[]");
    list.push(text);
    sessionStorage.setItem(${JSON.stringify(PROBE_KEY)}, JSON.stringify(list));
  };
  const error = console.error.bind(console);
  console.error = (...args) => { record("console error: " + args.map(String).join(" ")); error(...args); };
  addEventListener("error", (e) => record(e instanceof ErrorEvent ? "uncaught: " + e.message
    : "resource failed: <" + e.target.localName + "> " + (e.target.currentSrc || e.target.src || e.target.href || "")), true);
  addEventListener("unhandledrejection", (e) => record("uncaught: " + e.reason));
  (${reportCspViolations.toString()})();
  (${recordFirstFrames.toString()})();
})();`;

interface Answer {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

let certificate: { key: Buffer; cert: Buffer } | undefined;

/** A self-signed certificate for the stand-in hosts, made once per test process. */
function standInCertificate() {
  if (!certificate) {
    const dir = mkdtempSync(join(tmpdir(), "stand-in-cert-"));
    const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
    const names = "subjectAltName=DNS:challenges.cloudflare.com,DNS:api.emailjs.com";
    const args = `req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=stand-in -addext ${names} -keyout`.split(" ");
    execFileSync("openssl", [...args, key, "-out", cert], { stdio: "ignore" });
    certificate = { key: readFileSync(key), cert: readFileSync(cert) };
  }
  return certificate;
}

const STAND_IN_HOSTS = new Set(["challenges.cloudflare.com:443", "api.emailjs.com:443"]);

export async function startStandInProxy(options: StandInOptions): Promise<StandInProxy> {
  const problems: string[] = [];
  const emails: string[] = [];
  const current = { ...options };

  const answer = (res: http.ServerResponse, { status, contentType, body, headers = {} }: Answer) => {
    res.writeHead(status, { "Content-Type": contentType, ...headers });
    res.end(body);
  };

  // Cloudflare's and EmailJS's servers, behind TLS.
  const standIns = http.createServer((req, res) => {
    // A host is blocked when the browser opens a tunnel to it: a tunnel kept alive from an earlier test's page would
    // still reach a host this test blocks. So each answer closes its own.
    res.setHeader("Connection", "close");
    const url = `https://${req.headers.host}${req.url}`;
    if (url.startsWith(doubles.TURNSTILE_SCRIPT)) {
      answer(res, { status: 200, contentType: "application/javascript", body: doubles.TURNSTILE_DOUBLE });
    } else if (url === doubles.EMAILJS_SEND_FORM && req.method === "POST") {
      emails.push(`${req.method} ${url}`);
      req
        .resume()
        .on("end", () =>
          current.emailStatus === doubles.NETWORK_ERROR
            ? req.socket.destroy()
            : answer(res, doubles.emailAnswer(current.emailStatus)),
        );
    } else {
      answer(res, { status: 404, contentType: "text/plain", body: "No stand-in for this address" });
    }
  });

  // The site's own requests, passed through.
  const proxy = http.createServer((req, res) => {
    const { origin, verifyStatus } = current;
    const url = new URL(req.url ?? "/", origin);
    if (url.origin !== origin) return answer(res, { status: 502, contentType: "text/plain", body: "Offline" });
    if (url.pathname === PROBE_PATH)
      return answer(res, { status: 200, contentType: "application/javascript", body: PROBE });
    if (url.pathname === FRESH_START_PATH)
      return answer(res, { status: 200, contentType: "text/html", body: FRESH_START, headers: FRESH_START_HEADERS });
    if (url.pathname === VERIFY_ENDPOINT && req.method === "POST" && verifyStatus !== undefined)
      return void req
        .resume()
        .on("end", () =>
          verifyStatus === doubles.NETWORK_ERROR
            ? req.socket.destroy()
            : answer(res, doubles.functionAnswer(verifyStatus)),
        );
    // Asked uncompressed, so that the probe can be added to pages.
    const { "accept-encoding": _encoding, ...headers } = req.headers;
    const upstream = http.request(url, { method: req.method, headers }, (reply) => {
      if ((reply.statusCode ?? 0) >= 400) problems.push(requestFailed(url.href, reply.statusCode));
      const html = reply.headers["content-type"]?.startsWith("text/html");
      const ranged = reply.statusCode === 200 && !!req.headers.range;
      if (!html && !ranged) {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        return void reply.pipe(res);
      }
      const chunks: Buffer[] = [];
      reply.on("data", (chunk: Buffer) => chunks.push(chunk));
      reply.on("end", () => {
        const body = Buffer.concat(chunks);
        const { "content-length": _length, ...replyHeaders } = reply.headers;
        if (html) {
          res.writeHead(reply.statusCode ?? 502, replyHeaders);
          return void res.end(
            body.toString("utf8").replace(/<head[^>]*>/, (head) => `${head}<script src="${PROBE_PATH}"></script>`),
          );
        }
        // Netlify's CDN answers byte ranges; `netlify dev` answers them with the whole file, which WebKit's media
        // stack refuses when it seeks back to the start of a looping video.
        const ranges = parseRange(body.length, req.headers.range!, { combine: true });
        if (!Array.isArray(ranges) || ranges.length !== 1) {
          res.writeHead(200, replyHeaders);
          return void res.end(body);
        }
        const [{ start, end }] = ranges;
        res.writeHead(206, {
          ...replyHeaders,
          "content-range": `bytes ${start}-${end}/${body.length}`,
          "accept-ranges": "bytes",
        });
        res.end(body.subarray(start, end + 1));
      });
    });
    upstream.on("error", (e) => {
      problems.push(requestFailed(url.href, e.message));
      res.destroy();
    });
    req.pipe(upstream);
  });

  // HTTPS goes through CONNECT: the stand-in hosts are answered here, everything else is out of reach.
  proxy.on("connect", (req: http.IncomingMessage, socket: import("node:net").Socket) => {
    // A connection dropped inside the tunnel is retried by WebKit's network stack, so an unreachable host is one
    // whose tunnel is refused.
    const blocked =
      (current.turnstileBlocked && req.url?.startsWith("challenges.cloudflare.com:")) ||
      (current.emailStatus === doubles.NETWORK_ERROR && req.url?.startsWith("api.emailjs.com:"));
    if (!STAND_IN_HOSTS.has(req.url ?? "") || blocked) return void socket.destroy();
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    standIns.emit("connection", new tls.TLSSocket(socket, { isServer: true, ...standInCertificate() }));
  });

  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    problems,
    emails,
    reconfigure: (changed) => void Object.assign(current, changed),
    clear: () => {
      problems.length = 0;
      emails.length = 0;
    },
    close: () => {
      proxy.closeAllConnections();
      standIns.closeAllConnections();
      return new Promise((resolve) => proxy.close(() => resolve()));
    },
  };
}
