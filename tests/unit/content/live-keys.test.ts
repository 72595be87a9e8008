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
  it.each([
    ["outside production warns about the shipped placeholders and exits 0", "", 0],
    ["in the production context fails, naming the file and the fields", "production", 1],
  ])("%s", (_, context, code) => {
    const { status, stderr } = spawnSync("npx", ["tsx", "scripts/content/check.ts"], {
      encoding: "utf8",
      env: { ...process.env, CONTEXT: context },
    });
    expect(stderr).toContain('content/site.json › field "emailjsPublicKey": is still the placeholder');
    for (const field of FIELDS) expect(stderr).toContain(`content/site.json › field "${field}"`);
    expect(status).toBe(code);
  });
});

describe("the build's content check (gatsby-node onPreBootstrap)", () => {
  it.each([
    ["production", "panic", "warn"],
    ["deploy-preview", "warn", "panic"],
  ] as const)("in %s, %ss naming content/site.json and each field, not %s", async (context, told, untold) => {
    const { onPreBootstrap } = await import("../../../gatsby-node");
    const reporter = { warn: jest.fn(), panic: jest.fn() };
    const saved = process.env.CONTEXT;
    process.env.CONTEXT = context;
    try {
      await (onPreBootstrap as (args: unknown) => Promise<void>)({ reporter });
    } finally {
      if (saved === undefined) delete process.env.CONTEXT;
      else process.env.CONTEXT = saved;
    }
    expect(reporter[untold]).not.toHaveBeenCalled();
    expect(reporter[told]).toHaveBeenCalledTimes(1);
    for (const field of FIELDS)
      expect(reporter[told].mock.calls[0][0]).toContain(`content/site.json › field "${field}"`);
  });
});
