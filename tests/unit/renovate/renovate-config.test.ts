/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.join(__dirname, "../../..");
const SCRIPT = path.join(ROOT, "scripts/lint/renovate-config.mjs");
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"));

interface PackageRule {
  matchPackageNames?: string[];
  matchDepTypes?: string[];
  matchUpdateTypes?: string[];
  matchCurrentVersion?: string;
  groupName?: string;
  automerge?: boolean;
  dependencyDashboardApproval?: boolean;
}
const config = read("renovate.json") as { schedule: string[]; packageRules: PackageRule[]; rangeStrategy?: string };
const pkg = read("package.json") as Record<"dependencies" | "devDependencies" | "overrides", Record<string, string>>;

/** Runs the lint script on a config; its exit code and what it printed. */
function lint(json: unknown) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "renovate-")), "renovate.json");
  writeFileSync(file, JSON.stringify(json));
  try {
    const out = execFileSync(process.execPath, [SCRIPT, file], { encoding: "utf8", stdio: "pipe" });
    return { code: 0, out: out.replaceAll(file, "renovate.json") };
  } catch (error) {
    const { status, stderr } = error as { status: number; stderr: string };
    return { code: status, out: stderr.replaceAll(file, "renovate.json") };
  }
}

describe("the Renovate config check of npm run lint", () => {
  it("passes the project's renovate.json", () => {
    expect(lint(config)).toEqual({
      code: 0,
      out: expect.stringMatching(/^renovate\.json: a valid Renovate config \(schema of Renovate \d+\.\d+\.\d+\)\n$/),
    });
  });

  it("fails naming each place Renovate would refuse: types, unknown options, rules without a selector, time zones", () => {
    const { code, out } = lint({
      ...config,
      automerg: true,
      schedule: 1,
      timezone: "Asia/Lahore",
      packageRules: [{ matchPackageNames: ["gatsby"], automerge: "yes", groupNam: "Gatsby" }, { automerge: true }],
    });
    expect(code).toBe(1);
    expect(out.trim().split("\n")).toEqual([
      expect.stringMatching(/^renovate\.json is not a valid Renovate config/),
      "  renovate.json › schedule: must be array; must be string; must match exactly one schema in oneOf",
      "  renovate.json › automerg: is not a Renovate option (or one newer than this schema)",
      "  renovate.json › packageRules[0] › groupNam: is not a Renovate option",
      "  renovate.json › packageRules[0] › automerge: must be boolean",
      "  renovate.json › packageRules[1]: has no match… selector, which Renovate requires of every package rule",
      '  renovate.json › timezone: "Asia/Lahore" is not an IANA time zone',
    ]);
  });
});

describe("renovate.json keeps the owner's rules", () => {
  const globToRegExp = (glob: string) =>
    new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
  const ruleFor = (group: string) => config.packageRules.find((rule) => rule.groupName === group)!;
  const matches = (rule: PackageRule, name: string) => rule.matchPackageNames!.some((g) => globToRegExp(g).test(name));

  it("once a month", () => {
    expect(config.schedule).toEqual([expect.stringMatching(/^\S+ \S+ 1 \* \*$/)]);
  });

  it("Gatsby's packages in one group", () => {
    const names = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];
    const gatsby = names.filter((name) => /(^|-)gatsby(-|$)/.test(name));
    expect(gatsby).toContain("babel-preset-gatsby");
    expect(gatsby.filter((name) => !matches(ruleFor("Gatsby"), name))).toEqual([]);
  });

  it("majors only once approved on the dependency dashboard", () => {
    expect(config.packageRules).toContainEqual(
      expect.objectContaining({ matchUpdateTypes: ["major"], dependencyDashboardApproval: true }),
    );
  });

  it("automerge only for non-major, non-0.x devDependencies", () => {
    const automerged = config.packageRules.filter((rule) => rule.automerge === true);
    expect(automerged).toEqual([
      expect.objectContaining({
        matchDepTypes: ["devDependencies"],
        matchUpdateTypes: ["minor", "patch"],
        matchCurrentVersion: "!/^0/",
      }),
    ]);
  });

  it("the exact pins stay exact, and Tailwind's move together, by hand", () => {
    // Renovate replaces an exact version by the new exact version unless a rangeStrategy says otherwise.
    expect(JSON.stringify(config)).not.toContain("rangeStrategy");
    const tailwind = ruleFor("Tailwind CSS");
    expect(tailwind.automerge).toBe(false);
    const pinned = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.overrides };
    const tailwindPins = Object.keys(pinned).filter((name) => /tailwindcss/.test(name) && /^\d/.test(pinned[name]));
    expect(tailwindPins.sort()).toEqual(["@tailwindcss/oxide", "@tailwindcss/postcss", "tailwindcss"]);
    expect(tailwindPins.filter((name) => !matches(tailwind, name))).toEqual([]);
  });
});
