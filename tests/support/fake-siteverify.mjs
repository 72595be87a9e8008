// Stands in for Cloudflare's siteverify in browser tests (Cloudflare is out of reach there).
// POST /siteverify answers by the token in `response`:
//   pass…       → success, hostname "localhost", action "contact"
//   fail-<code> → failure with that error code
//   wrong-action → success with action "login"
//   flaky       → 500 on the first request for an idempotency_key, success on the second
//   hang        → never answers;  anything else → failure, invalid-input-response
// GET /health → this file's path (so that a run can tell its own from another checkout's);
// GET /requests → every request body received;
// GET /hangs → when each "hang" request arrived and when its caller gave up on it (closed the connection), in ms
// since 1970.
// Tested through its users: tests/e2e/contact.spec.ts, smoke.spec.ts, and playwright.config.ts's wait for /health.
import { createServer } from "node:http";

const port = Number(process.env.FAKE_SITEVERIFY_PORT || 8898);

const received = [];
const hangs = [];
const flakyKeysSeen = new Set();

const pass = () => ({
  success: true,
  hostname: "localhost",
  action: "contact",
  challenge_ts: new Date().toISOString(),
});

function answerFor(body) {
  // What follows a "#" does not change the behaviour: the browser tests' widget numbers its tokens ("pass#1"), and a
  // test tags its own ("flaky#<test>"), to tell its calls apart in the log that every test shares.
  const token = (typeof body?.response === "string" ? body.response : "").replace(/#.*$/, "");
  if (token.startsWith("pass")) return [200, pass()];
  if (token.startsWith("fail-")) return [200, { success: false, "error-codes": [token.slice("fail-".length)] }];
  if (token === "wrong-action") return [200, { ...pass(), action: "login" }];
  if (token === "flaky") {
    const firstTime = !flakyKeysSeen.has(body.idempotency_key);
    flakyKeysSeen.add(body.idempotency_key);
    return firstTime ? [500, { success: false, "error-codes": ["internal-error"] }] : [200, pass()];
  }
  if (token === "hang") return null;
  return [200, { success: false, "error-codes": ["invalid-input-response"] }];
}

function send(res, status, body) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "Content-Type": typeof body === "string" ? "text/plain" : "application/json" });
  res.end(text);
}

async function readJson(req) {
  let text = "";
  for await (const chunk of req) text += chunk;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function handle(req, res) {
  const path = new URL(req.url, "http://fake").pathname;
  if (req.method === "GET" && path === "/health") return send(res, 200, import.meta.filename);
  if (req.method === "GET" && path === "/requests") return send(res, 200, received);
  if (req.method === "GET" && path === "/hangs") return send(res, 200, hangs);
  if (req.method === "POST" && path === "/siteverify") {
    const arrivedAt = Date.now();
    const body = await readJson(req);
    received.push(body);
    const answer = answerFor(body);
    if (answer) return send(res, ...answer);
    // hang: the socket stays open until the caller gives up
    const hang = { arrivedAt, closedAt: null };
    hangs.push(hang);
    res.on("close", () => (hang.closedAt = Date.now()));
    return;
  }
  send(res, 404, { error: "not found" });
}

const server = createServer(handle);
// "localhost" may resolve to either address, so listen on both loopbacks (IPv6 only where the machine has it).
server.listen(port, "127.0.0.1", () => {
  const { port: actualPort } = server.address();
  const ipv6 = createServer(server.listeners("request")[0]);
  ipv6.on("error", () => undefined);
  ipv6.listen(actualPort, "::1");
  console.log(`fake siteverify listening on http://localhost:${actualPort}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
