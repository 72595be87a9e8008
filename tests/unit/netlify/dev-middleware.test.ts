import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { verifyTurnstileDevMiddleware } from "../../../netlify/lib/dev-middleware";

const realFetch = globalThis.fetch;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => void verifyTurnstileDevMiddleware(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/verify-turnstile`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  globalThis.fetch = realFetch;
  delete process.env.TURNSTILE_SECRET_KEY;
});

const post = (contentType: string, body: string) =>
  realFetch(base, { method: "POST", headers: { "Content-Type": contentType }, body });

describe("the function inside gatsby develop", () => {
  it("answers a non-JSON post with the function's own 415", async () => {
    const response = await post("text/plain", "x");
    expect([response.status, response.headers.get("cache-control")]).toEqual([415, "no-store"]);
    expect(await response.json()).toEqual({ ok: false, reason: "unsupported-media-type" });
  });

  it("streams the body through to the function and returns its verdict", async () => {
    process.env.TURNSTILE_SECRET_KEY = "1x0000000000000000000000000000000AA";
    const siteverify = jest.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ success: true, hostname: "example.com", action: "contact" }),
    );
    globalThis.fetch = siteverify as unknown as typeof fetch;
    const response = await post("application/json", JSON.stringify({ token: "XXXX.DUMMY.TOKEN.XXXX" }));
    expect(await response.json()).toEqual({ ok: true });
    expect(JSON.parse(String(siteverify.mock.calls[0][1].body))).toMatchObject({
      response: "XXXX.DUMMY.TOKEN.XXXX",
      remoteip: "127.0.0.1",
    });
  });
});
