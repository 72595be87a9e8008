/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContentFor, formatProblem } from "../../../src/content/check-content";
import { liveKeyProblems, PLACEHOLDER_PREFIX, TURNSTILE_TEST_SITE_KEYS } from "../../../src/content/live-keys";
import { CONTENT_DIR, realContent, readContent } from "../../support/content-fixture";

const site = readContent<Record<string, string>>("site.json");
const realKeys = {
  turnstileSiteKey: "0x4AAAAAAABkMYinukE8nzYS",
  emailjsPublicKey: "pK3x9fQw2LmNoPq7R",
  emailjsServiceId: "service_h4m2q9x",
  emailjsTemplateId: "template_8wd3kzp",
};
/** The keys the repository ships: EmailJS's placeholders and Cloudflare's test site key. */
const shippedKeys = {
  turnstileSiteKey: TURNSTILE_TEST_SITE_KEYS[0]!,
  emailjsPublicKey: `${PLACEHOLDER_PREFIX}emailjs_public_key`,
  emailjsServiceId: `${PLACEHOLDER_PREFIX}emailjs_service_id`,
  emailjsTemplateId: `${PLACEHOLDER_PREFIX}emailjs_template_id`,
};
/** The content (content/, whatever keys the owner has put in it), with site.json's keys swapped. */
const withKeys = (keys: Record<string, string>) => {
  const real = realContent();
  return {
    read: (name: string) => (name === "site.json" ? JSON.stringify({ ...site, ...keys }) : real.read(name)),
    exists: real.exists,
  };
};

/** A copy of the content, its site.json holding the shipped keys, in a folder of its own for CONTENT_DIR. */
function contentWithShippedKeys() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "live-keys-"));
  fs.cpSync(CONTENT_DIR, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "site.json"), JSON.stringify({ ...site, ...shippedKeys }));
  return dir;
}
let shipped: string;
beforeAll(() => (shipped = contentWithShippedKeys()));
afterAll(() => fs.rmSync(shipped, { recursive: true, force: true }));

const FIELDS = ["turnstileSiteKey", "emailjsPublicKey", "emailjsServiceId", "emailjsTemplateId"];

describe("keys that cannot go live", () => {
  it.each(TURNSTILE_TEST_SITE_KEYS)("Cloudflare's test site key %s is named", (key) => {
    expect(liveKeyProblems({ ...realKeys, turnstileSiteKey: key })).toEqual([
      { file: "site.json", field: "turnstileSiteKey", problem: expect.stringContaining(`test site key "${key}"`) },
    ]);
  });

  it("in production, the shipped placeholders stop the build, each naming content/site.json and the field", () => {
    const { errors, warnings } = checkContentFor(withKeys(shippedKeys), "production");
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
    const { errors, warnings } = checkContentFor(withKeys(shippedKeys), context);
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
      env: { ...process.env, CONTEXT: context, CONTENT_DIR: shipped },
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
    const reporter = { warn: jest.fn(), panic: jest.fn() };
    const saved = { CONTEXT: process.env.CONTEXT, CONTENT_DIR: process.env.CONTENT_DIR };
    Object.assign(process.env, { CONTEXT: context, CONTENT_DIR: shipped });
    try {
      // Loaded afresh, as a build would: gatsby-node.ts reads CONTENT_DIR when it loads.
      await jest.isolateModulesAsync(async () => {
        const { onPreBootstrap } = await import("../../../gatsby-node");
        await (onPreBootstrap as (args: unknown) => Promise<void>)({ reporter });
      });
    } finally {
      for (const [name, value] of Object.entries(saved))
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
    expect(reporter[untold]).not.toHaveBeenCalled();
    expect(reporter[told]).toHaveBeenCalledTimes(1);
    for (const field of FIELDS)
      expect(reporter[told].mock.calls[0][0]).toContain(`content/site.json › field "${field}"`);
  });
});
