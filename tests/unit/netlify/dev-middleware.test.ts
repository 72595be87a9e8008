/** @jest-environment node */
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

describe("the function inside gatsby develop", () => {
  it("answers a non-JSON post with the function's own 415", async () => {
    const response = await realFetch(base, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" });
    expect(response.status).toBe(415);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: false, reason: "unsupported-media-type" });
  });

  it("streams the body through to the function and returns its verdict", async () => {
    process.env.TURNSTILE_SECRET_KEY = "1x0000000000000000000000000000000AA";
    const siteverify = jest.fn(async () =>
      Response.json({ success: true, hostname: "example.com", action: "contact" }),
    );
    globalThis.fetch = siteverify as unknown as typeof fetch;
    const response = await realFetch(base, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: "XXXX.DUMMY.TOKEN.XXXX" }),
    });
    expect(await response.json()).toEqual({ ok: true });
    const [, init] = siteverify.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ response: "XXXX.DUMMY.TOKEN.XXXX", remoteip: "127.0.0.1" });
  });
});
