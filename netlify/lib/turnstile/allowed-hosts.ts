export interface HostEnv {
  URL?: string;
  DEPLOY_PRIME_URL?: string;
  DEPLOY_URL?: string;
  CONTEXT?: string;
}

/** Cloudflare's documented test secrets: always pass, always fail, "token already spent". */
const DUMMY_SECRETS = new Set([
  "1x0000000000000000000000000000000AA",
  "2x0000000000000000000000000000000AA",
  "3x0000000000000000000000000000000AA",
]);

export function isDummySecret(secret: string): boolean {
  return DUMMY_SECRETS.has(secret);
}

function hostnameOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/** The hostnames a token may have been solved on: this site's Netlify URLs, and localhost in development. */
export function allowedHosts(env: HostEnv): string[] {
  const hosts = new Set<string>();
  for (const url of [env.URL, env.DEPLOY_PRIME_URL, env.DEPLOY_URL]) {
    const host = hostnameOf(url);
    if (host) hosts.add(host);
  }
  // netlify dev sets CONTEXT=dev; on Netlify itself CONTEXT is always set.
  if (!env.CONTEXT || env.CONTEXT === "dev") {
    hosts.add("localhost");
    hosts.add("127.0.0.1");
  }
  return [...hosts];
}
