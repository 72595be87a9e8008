import { acceptedContent } from "../../../src/content/accepted-content";
import { checkContentFor } from "../../../src/content/check-content";
import { BASE, sourceOf } from "../../support/broken-content";

const check = (source: Parameters<typeof checkContentFor>[0]) => Promise.resolve(checkContentFor(source, undefined));

describe("accepted content", () => {
  it("keeps each file as the check last accepted it, and holds a file with a mistake to that", async () => {
    const accepted = acceptedContent();
    await accepted.check(sourceOf(BASE), check);
    const stats = accepted.text("stats.json")!;
    const broken = stats.replace('"label"', '"lable"');
    const edited = sourceOf(
      { ...BASE, "site.json": { ...(BASE["site.json"] as object), name: "Someone Else" } },
      {
        "stats.json": broken,
      },
    );
    const { errors } = await accepted.check(edited, check);
    expect(errors.map((p) => p.file)).toEqual(["stats.json", "stats.json"]);
    // The file with the mistake stays as it was; the other edit is taken.
    expect(accepted.text("stats.json")).toBe(stats);
    expect(JSON.parse(accepted.text("site.json")!)).toMatchObject({ name: "Someone Else" });
    // A build reads the file as Gatsby read it; `npm start` reads it as it is now, if the check accepts it.
    expect(accepted.held("stats.json", broken)).toBe(broken);
    expect(accepted.refused("stats.json")).toBe(false);
    let now = { text: broken, refused: true };
    accepted.judge = () => now;
    expect(accepted.held("stats.json", broken)).toBe(stats);
    expect(accepted.refused("stats.json")).toBe(true);
    now = { text: stats.replace("Years", "Decades"), refused: false };
    expect(accepted.held("stats.json", broken)).toBe(now.text);
    expect(accepted.refused("stats.json")).toBe(false);
    expect(accepted.text("stats.json")).toBe(now.text);
  });
});
