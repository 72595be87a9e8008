import fs from "node:fs";
import path from "node:path";
import semver from "semver";
import { parse } from "smol-toml";

const root = path.join(__dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** The one place the Node version is written: Netlify, the workflows and .ci/run read it. */
const nvmrc = read(".nvmrc").trim();
const engines: string = JSON.parse(read("package.json")).engines.node;
const locked: Record<string, { engines?: { node?: string } | string[] }> = JSON.parse(
  read("package-lock.json"),
).packages;

describe("the Node version", () => {
  it("is one major in .nvmrc, and package.json's engines admit that major's LTS releases and refuse older ones", () => {
    expect(nvmrc).toMatch(/^\d+$/);
    expect(semver.minVersion(engines)?.major).toBe(Number(nvmrc));
    expect(semver.satisfies(`${nvmrc}.99.0`, engines)).toBe(true);
    expect(semver.satisfies("20.20.2", engines)).toBe(false);
    expect(semver.satisfies(`${Number(nvmrc) - 2}.99.0`, engines)).toBe(false);
  });

  it("admits only Node versions every locked package accepts, Gatsby's upper bound included", () => {
    const refusing = Object.entries(locked).flatMap(([name, { engines: own }]) => {
      const range = own && !Array.isArray(own) ? own.node : undefined;
      return range && !semver.subset(engines, range, { loose: true }) ? [`${name} (${range})`] : [];
    });
    expect(refusing).toEqual([]);
  });

  it("is enforced by npm: a Node outside the engines fails the install", () => {
    expect(read(".npmrc")).toMatch(/^engine-strict=true$/m);
  });

  it("is not written a second time in netlify.toml", () => {
    const toml = parse(read("netlify.toml")) as { build?: { environment?: Record<string, string> } };
    expect(toml.build?.environment?.NODE_VERSION).toBeUndefined();
  });
});
