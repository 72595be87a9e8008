import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseSmokeArgs, SMOKE_USAGE } from "../../../scripts/smoke/smoke-args";
import { readSmokeResults, writeSmokeResults } from "../../../scripts/smoke/smoke-results";

describe("npm run smoke's command line", () => {
  it("takes the site alone, as before", () => {
    expect(parseSmokeArgs(["https://hamzaqureshi.netlify.app"])).toEqual({
      site: new URL("https://hamzaqureshi.netlify.app"),
    });
  });

  it("takes --json <file> before or after the site", () => {
    const expected = { site: new URL("https://a.netlify.app"), jsonFile: "out.json" };
    expect(parseSmokeArgs(["https://a.netlify.app", "--json", "out.json"])).toEqual(expected);
    expect(parseSmokeArgs(["--json", "out.json", "https://a.netlify.app"])).toEqual(expected);
  });

  it.each([[[]], [["not a url"]], [["https://a.netlify.app", "--json"]], [["https://a.netlify.app", "extra"]]])(
    "answers %j with the usage",
    (args) => expect(parseSmokeArgs(args)).toEqual({ usage: SMOKE_USAGE }),
  );
});

describe("the results file", () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "smoke-")), "results.json");

  it("reads back what it wrote", () => {
    const results = {
      site: "https://a.netlify.app/",
      checkedAt: "2026-11-26T04:17:00.000Z",
      checks: [{ name: "/ answers 200 with the security headers", ok: false, detail: "status 503" }],
    };
    writeSmokeResults(file, results);
    expect(readSmokeResults(file)).toEqual(results);
  });

  it("refuses a file that is not the smoke check's results", () => {
    writeSmokeResults(file, { site: "x", checkedAt: "y", checks: [{ name: "n" }] } as never);
    expect(() => readSmokeResults(file)).toThrow(`${file} holds a check without name, ok and detail`);
  });
});
