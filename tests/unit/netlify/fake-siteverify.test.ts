/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import type { Context } from "@netlify/functions";
import verifyTurnstileFunction from "../../../netlify/functions/verify-turnstile";
import { createSiteverify } from "../../../netlify/lib/turnstile/siteverify";
import { withFunctionEnv } from "../../support/function-env";

// The browser tests' stand-in for Cloudflare, driven here by the real function over real HTTP on loopback.

const SCRIPT = path.resolve(__dirname, "../../support/fake-siteverify.mjs");
const SECRET = "0x4AAAAAAAFakeServerSecret_91";
const context = { ip: "198.51.100.4" } as Context;

let server: ChildProcess;
let base: string;

async function startServer(): Promise<string> {
  server = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, FAKE_SITEVERIFY_PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  for await (const chunk of server.stdout!) {
    output += chunk;
    const match = output.match(/listening on (http:\/\/localhost:\d+)/);
    if (match) return match[1];
  }
  throw new Error(`fake siteverify did not start: ${output}`);
}

beforeAll(async () => {
  base = await startServer();
});

afterAll(async () => {
  server.kill("SIGTERM");
  if (server.exitCode === null) await once(server, "exit");
});

withFunctionEnv(() => ({
  TURNSTILE_SECRET_KEY: SECRET,
  TURNSTILE_SITEVERIFY_URL: `${base}/siteverify`,
  CONTEXT: "dev",
}));

beforeEach(async () => {
  await fetch(`${base}/requests`, { method: "DELETE" });
});

const recorded = async () => (await fetch(`${base}/requests`)).json();

async function verify(token: string) {
  const request = new Request("http://localhost:8888/api/verify-turnstile", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token }),
  });
  const response = await verifyTurnstileFunction(request, context);
  return { status: response.status, body: await response.json() };
}

describe("tests/support/fake-siteverify.mjs", () => {
  it("answers /health", async () => {
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
  });

  it("passes 'pass…' tokens and records what the function sent", async () => {
    expect(await verify("pass-1")).toEqual({ status: 200, body: { ok: true } });
    const calls = await recorded();
    expect(calls).toEqual([
      {
        secret: SECRET,
        response: "pass-1",
        remoteip: "198.51.100.4",
        idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it.each([
    ["fail-timeout-or-duplicate", 422, "timeout-or-duplicate"],
    ["fail-invalid-input-response", 422, "invalid-input-response"],
    ["wrong-action", 422, "action-mismatch"],
    ["wrong-host", 422, "hostname-mismatch"],
    ["down", 502, "verification-unavailable"],
    ["something-else", 422, "invalid-input-response"],
  ])("answers %s so that the function says %i %s", async (token, status, reason) => {
    expect(await verify(token)).toEqual({ status, body: { ok: false, reason } });
  });

  it("fails a flaky token once per idempotency key, so the function's retry passes", async () => {
    expect(await verify("flaky")).toEqual({ status: 200, body: { ok: true } });
    const calls = await recorded();
    expect(calls).toHaveLength(2);
    expect(calls[0].idempotency_key).toBe(calls[1].idempotency_key);
  });

  it("never answers 'hang', so siteverify times out after two attempts", async () => {
    const siteverify = createSiteverify({ fetch, url: `${base}/siteverify`, timeoutMs: 100 });
    expect(await siteverify({ secret: SECRET, token: "hang" })).toEqual({ kind: "timeout" });
    expect(await recorded()).toHaveLength(2);
  });

  it("forgets the recorded requests on DELETE /requests", async () => {
    await verify("pass");
    expect(await recorded()).toHaveLength(1);
    expect((await fetch(`${base}/requests`, { method: "DELETE" })).ok).toBe(true);
    expect(await recorded()).toEqual([]);
  });
});
