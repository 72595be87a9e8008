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
/** What the check says of the keys: valid content may warn of other things (a label kept in English, say). */
const aboutKeys = (problems: { file: string; field?: string }[]) =>
  problems.filter((p) => p.file === "site.json" && FIELDS.includes(p.field ?? ""));

describe("keys that cannot go live", () => {
  it.each(TURNSTILE_TEST_SITE_KEYS)("Cloudflare's test site key %s is named", (key) => {
    expect(liveKeyProblems({ ...realKeys, turnstileSiteKey: key })).toEqual([
      { file: "site.json", field: "turnstileSiteKey", problem: expect.stringContaining(`test site key "${key}"`) },
    ]);
  });

  it("in production, the shipped placeholders stop the build, each naming content/site.json and the field", () => {
    const { errors, warnings } = checkContentFor(withKeys(shippedKeys), "production");
    expect(aboutKeys(warnings)).toEqual([]);
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
    expect(aboutKeys(warnings).map((w) => w.field)).toEqual(FIELDS);
  });

  it("production with real keys passes", () => {
    const { errors, warnings } = checkContentFor(withKeys(realKeys), "production");
    expect(errors).toEqual([]);
    expect(aboutKeys(warnings)).toEqual([]);
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

/** Loads gatsby-node as a build does, and runs its onPreBootstrap in each context, printing what it told the reporter. */
const PRE_BOOTSTRAP = `
const { onPreBootstrap } = await import("./gatsby-node.ts");
const told = {};
for (const context of ["production", "deploy-preview"]) {
  process.env.CONTEXT = context;
  const calls = (told[context] = { warn: [], panic: [] });
  await onPreBootstrap({ reporter: { warn: (m) => calls.warn.push(m), panic: (m) => calls.panic.push(m) } });
}
console.log("told:" + JSON.stringify(told));
`;

describe("the build's content check (gatsby-node onPreBootstrap)", () => {
  it("in production panics naming content/site.json and each field, in a deploy preview warns so, never both", () => {
    // In a process of its own, as a build loads it: gatsby-node imports every module of the build, and Jest's
    // transform of them all took longer than a test's 5 s on a busy machine. gatsby-node reads CONTENT_DIR as it loads.
    const { stdout, stderr } = spawnSync("npx", ["tsx", "--input-type=module", "-e", PRE_BOOTSTRAP], {
      encoding: "utf8",
      env: { ...process.env, CONTENT_DIR: shipped },
    });
    const line = stdout.split("\n").find((l) => l.startsWith("told:"));
    if (!line) throw new Error(`gatsby-node's onPreBootstrap did not run:\n${stderr}`);
    const told = JSON.parse(line.slice("told:".length)) as Record<string, Record<"warn" | "panic", string[]>>;
    for (const [context, said, unsaid] of [
      ["production", "panic", "warn"],
      ["deploy-preview", "warn", "panic"],
    ] as const) {
      // The keys in one message; a warning of another kind (a label kept in English) may come besides.
      const naming = (messages: string[]) =>
        messages.filter((m) => FIELDS.some((field) => m.includes(`content/site.json › field "${field}"`)));
      expect(naming(told[context]![unsaid])).toEqual([]);
      expect(naming(told[context]![said])).toHaveLength(1);
      for (const field of FIELDS)
        expect(naming(told[context]![said])[0]).toContain(`content/site.json › field "${field}"`);
    }
  });
});
