import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "../../..");
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"));

type PackageRule = { matchPackageNames?: string[]; groupName?: string; automerge?: boolean };
const config = read("renovate.json") as { schedule: string[]; timezone: string; packageRules: PackageRule[] };
const pkg = read("package.json") as Record<"dependencies" | "devDependencies" | "overrides", Record<string, string>>;

// Renovate ignores an option it does not know, so a typo would silently turn a rule off. These are the options
// renovate.json uses, with the types https://docs.renovatebot.com/configuration-options/ gives them: to use another,
// check it there and add it here. (Its "$schema" is for the editor, which then checks the file as it is typed.)
const OPTIONS: Record<string, string> = {
  ...{ $schema: "string", description: "string", extends: "string[]", timezone: "string", schedule: "string[]" },
  ...{ prHourlyLimit: "number", dependencyDashboard: "boolean", dependencyDashboardTitle: "string" },
  ...{ automergeType: "string", platformAutomerge: "boolean", packageRules: "object[]" },
};
const RULE_OPTIONS: Record<string, string> = {
  ...{ description: "string", groupName: "string", automerge: "boolean", enabled: "boolean" },
  ...{ matchDatasources: "string[]", matchManagers: "string[]", matchPackageNames: "string[]" },
  ...{ matchDepTypes: "string[]", matchUpdateTypes: "string[]", matchCurrentVersion: "string" },
  ...{ minimumReleaseAge: "string", dependencyDashboardApproval: "boolean" },
};
const typeOf = (value: unknown): string =>
  Array.isArray(value) ? `${[...new Set(value.map(typeOf))].join("|")}[]` : typeof value;
const problems = (object: object, options: Record<string, string>, at = "") =>
  Object.entries(object).flatMap(([key, value]) =>
    !(key in options)
      ? [`${at}${key}: not an option this test knows`]
      : typeOf(value) !== options[key]
        ? [`${at}${key}: ${typeOf(value)}, where Renovate takes ${options[key]}`]
        : [],
  );

describe("renovate.json is a config Renovate reads as meant", () => {
  it("uses only options Renovate has, each with its type, and every package rule has a match… selector", () => {
    expect([
      ...problems(config, OPTIONS),
      ...config.packageRules.flatMap((rule, index) => [
        ...problems(rule, RULE_OPTIONS, `packageRules[${index}] › `),
        ...(Object.keys(rule).some((key) => key.startsWith("match"))
          ? []
          : [`packageRules[${index}]: no match… selector, which Renovate requires`]),
      ]),
    ]).toEqual([]);
  });

  it("names a time zone that exists", () => {
    expect(() => new Intl.DateTimeFormat("en", { timeZone: config.timezone })).not.toThrow();
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
    expect(gatsby).toContain("gatsby-plugin-image");
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
