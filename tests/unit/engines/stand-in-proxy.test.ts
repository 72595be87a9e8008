/** @jest-environment node */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parse } from "smol-toml";
import { VERIFY_ENDPOINT } from "../../../src/contact/verify-contract";
import { NETWORK_ERROR, type StandInStatus } from "../../e2e/doubles";
import { FRESH_START_PATH, PROBE_PATH, startStandInProxy, type StandInProxy } from "../../e2e/engines/stand-in-proxy";

// The proxy WebKit's pages go through: what it changes on the way must be exactly what it claims.

const VIDEO = Buffer.from(Array.from({ length: 100 }, (_, i) => i));
let site: http.Server;
let origin: string;
let proxy: StandInProxy;

/** A request through the proxy, as a browser with `http_proxy` set sends it (absolute URL). */
function viaProxy(url: string, headers: Record<string, string> = {}) {
  const { port } = new URL(proxy.url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: url, headers: { host: new URL(url).host, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

beforeAll(async () => {
  // Like `netlify dev`: whole files only, never a byte range.
  site = http.createServer((req, res) => {
    if (req.url === "/video.mp4") return void res.writeHead(200, { "content-type": "video/mp4" }).end(VIDEO);
    if (req.url === "/")
      return void res
        .writeHead(200, { "content-type": "text/html" })
        .end('<html><head lang="en"><title>x</title></head></html>');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  origin = `http://localhost:${(site.address() as AddressInfo).port}`;
  proxy = await startStandInProxy({ origin, emailStatus: 200, turnstileBlocked: false });
});

afterAll(async () => {
  await proxy.close();
  site.close();
});

it("answers a byte range with 206 and exactly those bytes, as Netlify's CDN does", async () => {
  const answer = await viaProxy(`${origin}/video.mp4`, { range: "bytes=10-19" });
  expect(answer.status).toBe(206);
  expect(answer.headers["content-range"]).toBe("bytes 10-19/100");
  expect([...answer.body]).toEqual(Array.from({ length: 10 }, (_, i) => 10 + i));
  const rest = await viaProxy(`${origin}/video.mp4`, { range: "bytes=95-" });
  expect(rest.headers["content-range"]).toBe("bytes 95-99/100");
  expect(rest.body).toHaveLength(5);
  const last = await viaProxy(`${origin}/video.mp4`, { range: "bytes=-3" });
  expect([...last.body]).toEqual([97, 98, 99]);
  const beyond = await viaProxy(`${origin}/video.mp4`, { range: "bytes=200-" });
  expect(beyond.status).toBe(416);
  expect(beyond.headers["content-range"]).toBe("bytes */100");
});

it("passes a request without a range through whole", async () => {
  const answer = await viaProxy(`${origin}/video.mp4`);
  expect(answer.status).toBe(200);
  expect(answer.body.equals(VIDEO)).toBe(true);
});

it("adds the probe as the first thing in each page's head, and serves it from the site's origin", async () => {
  const page = await viaProxy(`${origin}/`);
  expect(page.body.toString()).toBe(
    `<html><head lang="en"><script src="${PROBE_PATH}"></script><title>x</title></head></html>`,
  );
  const probe = await viaProxy(`${origin}${PROBE_PATH}`);
  expect(probe.headers["content-type"]).toBe("application/javascript");
  expect(probe.body.toString()).toContain("securitypolicyviolation");
});

it("records the site's failed requests as problems, until cleared for the next page", async () => {
  await viaProxy(`${origin}/missing.js`);
  expect(proxy.problems).toEqual([`request failed: ${origin}/missing.js (404)`]);
  const recorded = proxy.problems;
  proxy.clear();
  expect(recorded).toEqual([]);
});

it("serves, on the site's origin, a blank page that empties the site's storage, without asking the site", async () => {
  const page = await viaProxy(`${origin}${FRESH_START_PATH}`);
  expect(page.status).toBe(200);
  expect(page.body.toString()).toContain("localStorage.clear(); sessionStorage.clear();");
  expect(proxy.problems).toEqual([]);
});

it("sends the blank page with the site's opener policy, so that going to and from it keeps WebKit's web process", async () => {
  const toml = parse(fs.readFileSync(path.join(__dirname, "../../../netlify.toml"), "utf8")) as {
    headers: { for: string; values: Record<string, string> }[];
  };
  const site = toml.headers.find((rule) => rule.for === "/*")!.values["Cross-Origin-Opener-Policy"];
  const page = await viaProxy(`${origin}${FRESH_START_PATH}`);
  expect(page.headers["cross-origin-opener-policy"]).toBe(site);
});

/** POST /api/verify-turnstile through `through`. */
function postVerify(through: StandInProxy) {
  const { port } = new URL(through.url);
  return new Promise<{ status: number; body: string } | Error>((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: `${origin}${VERIFY_ENDPOINT}`,
        headers: { host: new URL(origin).host },
      },
      (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    request.on("error", resolve);
    request.end('{"token":"pass#1"}');
  });
}

describe("in the function's place", () => {
  /** POST /api/verify-turnstile through a proxy that answers it with `verifyStatus`. */
  async function verifyVia(verifyStatus: StandInStatus) {
    const standIn = await startStandInProxy({ origin, emailStatus: 200, verifyStatus, turnstileBlocked: false });
    try {
      return await postVerify(standIn);
    } finally {
      expect(standIn.problems).toEqual([]);
      await standIn.close();
    }
  }

  it.each([
    [502, "verification-unavailable"],
    [504, "verification-unavailable"],
    [422, "invalid-input-response"],
  ])("answers %i with the function's body, without reaching the site", async (status, reason) => {
    expect(await verifyVia(status)).toEqual({ status, body: JSON.stringify({ ok: false, reason }) });
  });

  it("drops the connection for a network error", async () => {
    expect(await verifyVia(NETWORK_ERROR)).toEqual(expect.objectContaining({ code: "ECONNRESET" }));
  });

  it("answers as reconfigured, and leaves it to the site again once told to", async () => {
    proxy.reconfigure({ verifyStatus: 422 });
    expect(await postVerify(proxy)).toEqual({
      status: 422,
      body: JSON.stringify({ ok: false, reason: "invalid-input-response" }),
    });
    proxy.reconfigure({ verifyStatus: undefined });
    // The stand-in site has no function: the request reached it.
    expect(await postVerify(proxy)).toEqual({ status: 404, body: "" });
    expect(proxy.problems).toEqual([`request failed: ${origin}${VERIFY_ENDPOINT} (404)`]);
    proxy.clear();
  });
});
