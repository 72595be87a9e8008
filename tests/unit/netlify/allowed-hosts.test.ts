import { allowedHosts, isDummySecret } from "../../../netlify/lib/turnstile/allowed-hosts";

const URLS = {
  URL: "https://portfolio.example",
  DEPLOY_PRIME_URL: "https://deploy-preview-3--portfolio.netlify.app",
  DEPLOY_URL: "https://65a1b2c3--portfolio.netlify.app",
};
const NETLIFY_HOSTS = Object.values(URLS).map((url) => new URL(url).hostname);
const LOCAL = ["localhost", "127.0.0.1"];

it.each([
  ["the site's Netlify URLs in production", { ...URLS, CONTEXT: "production" }, NETLIFY_HOSTS],
  ["no localhost on a deploy preview", { ...URLS, CONTEXT: "deploy-preview" }, NETLIFY_HOSTS],
  ["localhost under netlify dev", { CONTEXT: "dev" }, LOCAL],
  ["localhost with no context", {}, LOCAL],
  [
    "each hostname once, in lower case, none from a malformed URL",
    {
      URL: "not a url",
      DEPLOY_PRIME_URL: "https://a.example",
      DEPLOY_URL: "https://A.example/x",
      CONTEXT: "production",
    },
    ["a.example"],
  ],
])("allowedHosts takes %s", (_name, env, hosts) => {
  expect(allowedHosts(env)).toEqual(hosts);
});

it("knows Cloudflare's three test secrets and nothing else (the last here is the test site key)", () => {
  const candidates = ["1x", "2x", "3x", "4x"].map((prefix) => `${prefix}0000000000000000000000000000000AA`);
  candidates.push("", "1x00000000000000000000AA");
  expect(candidates.filter(isDummySecret)).toEqual(candidates.slice(0, 3));
});
