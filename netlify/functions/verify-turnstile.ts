import type { Config, Context } from "@netlify/functions";
import type { VERIFY_ENDPOINT } from "../../src/contact/verify-contract";
import { jsonResponse, readCappedBody, type CappedBody } from "../lib/http";
import { allowedHosts } from "../lib/turnstile/allowed-hosts";
import { createSiteverify, SITEVERIFY_URL } from "../lib/turnstile/siteverify";
import { MAX_BODY_BYTES, verifyTurnstile } from "../lib/turnstile/verify";

/** Netlify.env where the Netlify runtime provides it (on Netlify, in netlify dev), process.env elsewhere. */
function env(name: string): string | undefined {
  return typeof Netlify === "undefined" ? process.env[name] : Netlify.env.get(name);
}

/** A test stand-in for Cloudflare may be configured anywhere but in production. */
function siteverifyUrl(): string {
  const override = env("TURNSTILE_SITEVERIFY_URL");
  return override && env("CONTEXT") !== "production" ? override : SITEVERIFY_URL;
}

async function readBody(req: Request): Promise<CappedBody | null> {
  if (req.method !== "POST") return null;
  try {
    return await readCappedBody(req, MAX_BODY_BYTES);
  } catch {
    return null; // the client went away mid-body: answered as invalid JSON
  }
}

export default async (req: Request, context: Context): Promise<Response> => {
  const answer = await verifyTurnstile(
    { method: req.method, contentType: req.headers.get("content-type"), body: await readBody(req), ip: context.ip },
    {
      secret: env("TURNSTILE_SECRET_KEY"),
      siteverify: createSiteverify({ fetch: globalThis.fetch, url: siteverifyUrl() }),
      allowedHosts: allowedHosts({
        URL: env("URL"),
        DEPLOY_PRIME_URL: env("DEPLOY_PRIME_URL"),
        DEPLOY_URL: env("DEPLOY_URL"),
        CONTEXT: env("CONTEXT"),
      }),
      action: "contact",
    },
  );
  return jsonResponse(answer.status, answer.body, answer.headers);
};

// Netlify reads this object from the source without running it, so every value must be a literal (an imported
// constant would be dropped). The type makes the compiler hold the path to VERIFY_ENDPOINT of the shared contract.
export const config: Config & { path: typeof VERIFY_ENDPOINT } = {
  path: "/api/verify-turnstile",
  // Every method reaches the function, which answers anything but a POST with a JSON 405 and `Allow: POST` (a route
  // limited to POST would leave other methods to Netlify's 404 page), and the rate limit counts those too.
  // aggregateBy must be an array: the types accept a single string, but Netlify's bundler then silently
  // limits by domain alone.
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
