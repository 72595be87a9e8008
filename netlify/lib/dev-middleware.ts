import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { Context } from "@netlify/functions";
import verifyTurnstile from "../functions/verify-turnstile";

/**
 * Serves the verify-turnstile function inside `gatsby develop` (see
 * developMiddleware in gatsby-config.ts), so `npm start` needs no second
 * server: the Node request becomes a Fetch Request, the function's Response is
 * written back as it is.
 */
export async function verifyTurnstileDevMiddleware(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.originalUrl ?? req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const request = new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: "half",
  } as RequestInit);
  const response = await verifyTurnstile(request, { ip: req.socket.remoteAddress ?? "" } as Context);
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

declare module "node:http" {
  interface IncomingMessage {
    /** Set by Express, which gatsby develop runs on. */
    originalUrl?: string;
  }
}
