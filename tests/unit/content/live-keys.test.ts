/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { checkContentFor, formatProblem } from "../../../src/content/check-content";
import { liveKeyProblems, TURNSTILE_TEST_SITE_KEYS } from "../../../src/content/live-keys";
import { realContent, readContent } from "../../support/content-fixture";

const site = readContent<Record<string, string>>("site.json");
const realKeys = {
  turnstileSiteKey: "0x4AAAAAAABkMYinukE8nzYS",
  emailjsPublicKey: "pK3x9fQw2LmNoPq7R",
  emailjsServiceId: "service_h4m2q9x",
  emailjsTemplateId: "template_8wd3kzp",
};
/** The real content/, with site.json's keys swapped. */
const withKeys = (keys: Record<string, string>) => {
  const real = realContent();
  return {
    read: (name: string) => (name === "site.json" ? JSON.stringify({ ...site, ...keys }) : real.read(name)),
    exists: real.exists,
  };
};

const FIELDS = ["turnstileSiteKey", "emailjsPublicKey", "emailjsServiceId", "emailjsTemplateId"];

describe("keys that cannot go live", () => {
  it.each(TURNSTILE_TEST_SITE_KEYS)("Cloudflare's test site key %s is named", (key) => {
    expect(liveKeyProblems({ ...realKeys, turnstileSiteKey: key })).toEqual([
      { file: "site.json", field: "turnstileSiteKey", problem: expect.stringContaining(`test site key "${key}"`) },
    ]);
  });

  it("real-looking keys pass", () => {
    expect(liveKeyProblems(realKeys)).toEqual([]);
  });

  it("in production, the shipped placeholders stop the build, each naming content/site.json and the field", () => {
    const { errors, warnings } = checkContentFor(withKeys({}), "production");
    expect(warnings).toEqual([]);
    expect(errors.map(formatProblem)).toEqual(
      FIELDS.map((field) =>
        expect.stringMatching(new RegExp(`^content/site\\.json › field "${field}": .*a production build refuses it`)),
      ),
    );
  });

  it.each([
    ["a deploy preview", "deploy-preview"],
    ["a branch deploy", "branch-deploy"],
    ["netlify dev", "dev"],
    ["a local build (no CONTEXT)", undefined],
  ])("in %s they are warnings on the same fields, and nothing stops", (_, context) => {
    const { errors, warnings } = checkContentFor(withKeys({}), context);
    expect(errors).toEqual([]);
    expect(warnings.map((w) => w.field)).toEqual(FIELDS);
  });

  it("production with real keys passes", () => {
    expect(checkContentFor(withKeys(realKeys), "production")).toEqual({ errors: [], warnings: [] });
  });
});

describe("npm run check:content", () => {
  const run = (context?: string) =>
    spawnSync("npx", ["tsx", "scripts/content/check.ts"], {
      encoding: "utf8",
      env: { ...process.env, CONTEXT: context ?? "" },
    });

  it("warns about the shipped placeholders outside production and exits 0", () => {
    const { status, stderr } = run();
    expect(stderr).toContain('content/site.json › field "emailjsPublicKey": is still the placeholder');
    expect(status).toBe(0);
  });

  it("fails in the production context, naming the file and the fields", () => {
    const { status, stderr } = run("production");
    for (const field of FIELDS) expect(stderr).toContain(`content/site.json › field "${field}"`);
    expect(status).toBe(1);
  });
});

describe("the build's content check (gatsby-node onPreBootstrap)", () => {
  const build = async (context: string) => {
    const { onPreBootstrap } = await import("../../../gatsby-node");
    const reporter = { warn: jest.fn(), panic: jest.fn() };
    const saved = process.env.CONTEXT;
    process.env.CONTEXT = context;
    try {
      (onPreBootstrap as (args: unknown) => void)({ reporter });
    } finally {
      if (saved === undefined) delete process.env.CONTEXT;
      else process.env.CONTEXT = saved;
    }
    return reporter;
  };

  it("panics in production, naming content/site.json and each field", async () => {
    const reporter = await build("production");
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    for (const field of FIELDS)
      expect(reporter.panic.mock.calls[0][0]).toContain(`content/site.json › field "${field}"`);
  });

  it("warns on a deploy preview, naming the same fields, and goes on", async () => {
    const reporter = await build("deploy-preview");
    expect(reporter.panic).not.toHaveBeenCalled();
    for (const field of FIELDS)
      expect(reporter.warn.mock.calls[0][0]).toContain(`content/site.json › field "${field}"`);
  });
});
