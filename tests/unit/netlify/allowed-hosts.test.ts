/** @jest-environment node */
import { allowedHosts, isDummySecret } from "../../../netlify/lib/turnstile/allowed-hosts";

describe("allowedHosts", () => {
  const netlifyUrls = {
    URL: "https://portfolio.example",
    DEPLOY_PRIME_URL: "https://deploy-preview-3--portfolio.netlify.app",
    DEPLOY_URL: "https://65a1b2c3--portfolio.netlify.app",
  };

  it("takes the hostnames of the site's Netlify URLs in production", () => {
    expect(allowedHosts({ ...netlifyUrls, CONTEXT: "production" })).toEqual([
      "portfolio.example",
      "deploy-preview-3--portfolio.netlify.app",
      "65a1b2c3--portfolio.netlify.app",
    ]);
  });

  it("adds localhost only under netlify dev or with no context", () => {
    expect(allowedHosts({ ...netlifyUrls, CONTEXT: "deploy-preview" })).not.toContain("localhost");
    expect(allowedHosts({ CONTEXT: "dev" })).toEqual(["localhost", "127.0.0.1"]);
    expect(allowedHosts({})).toEqual(["localhost", "127.0.0.1"]);
  });

  it("ignores missing and malformed URLs and repeats", () => {
    expect(
      allowedHosts({
        URL: "not a url",
        DEPLOY_PRIME_URL: "",
        DEPLOY_URL: "https://PORTFOLIO.example/x",
        CONTEXT: "production",
      }),
    ).toEqual(["portfolio.example"]);
    expect(allowedHosts({ URL: "https://a.example", DEPLOY_URL: "https://a.example", CONTEXT: "production" })).toEqual([
      "a.example",
    ]);
  });
});

describe("isDummySecret", () => {
  it("knows Cloudflare's three test secrets and nothing else", () => {
    expect(["1x", "2x", "3x"].map((p) => isDummySecret(`${p}0000000000000000000000000000000AA`))).toEqual([
      true,
      true,
      true,
    ]);
    expect(isDummySecret("4x0000000000000000000000000000000AA")).toBe(false);
    expect(isDummySecret("1x00000000000000000000AA")).toBe(false); // the test site key, not a secret
    expect(isDummySecret("")).toBe(false);
  });
});
