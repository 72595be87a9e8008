import { checkContentFor, formatProblem } from "../../../src/content/check-content";
import { contentCollections } from "../../../src/content/content-schema";
import { fileSchema, translated, wordsOf } from "../../../src/content/translations";
import { BASE, sourceOf } from "../../support/broken-content";

type Entry = Record<string, unknown>;
const collections = contentCollections();
const projects = BASE["projects.json"] as Entry[];
const site = BASE["site.json"] as Entry;
const stats = BASE["stats.json"] as Entry[];
const firstLanguage = (site.language as string | undefined) ?? "en";

/** The check of BASE with `translations` (paths under content/translations/), each saved as JSON or as given. */
function checked(translations: Record<string, unknown>) {
  const raw = Object.fromEntries(
    Object.entries(translations).map(([name, value]) => [
      `translations/${name}`,
      typeof value === "string" ? value : JSON.stringify(value),
    ]),
  );
  const source = sourceOf(BASE, raw);
  const files = () => [...source.files!(), ...Object.keys(raw)];
  const { errors, warnings } = checkContentFor({ ...source, files }, undefined);
  return { errors: errors.map(formatProblem), warnings: warnings.map(formatProblem) };
}

/** A whole translation into `language`, each file's words as the first language has them, `changed` instead. */
const translation = (language: string, changed: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(collections).map(([file, collection]) => [
      `${language}/${file}`,
      changed[file] ?? wordsOf(BASE[file as keyof typeof BASE], fileSchema(collection)),
    ]),
  );

describe("a translation", () => {
  it("gives a content file's words, entry by entry, and keeps every fact of the first language's", () => {
    const [first, second] = projects;
    const words = [{ title: "Marktplatz", features: ["Schnell"] }, null];
    const [one, two] = translated(projects.slice(0, 2), words, fileSchema(collections["projects.json"])) as Entry[];
    const features = first!.features as string[];
    expect(one).toEqual({ ...first, title: "Marktplatz", features: ["Schnell", ...features.slice(1)] });
    expect(two).toEqual(second);
    // A translation holds words alone: no link, file, id or slug.
    expect(Object.keys(wordsOf(first, collections["projects.json"].entry) as Entry)).not.toContain("slug");
  });

  it("as the first language's words, builds with no problem, warned once that it is not translated yet", () => {
    expect(checked(translation("de"))).toEqual({ errors: [], warnings: expect.any(Array) });
    expect(checked(translation("de")).warnings.filter((w) => !w.includes("labels.json"))).toEqual([
      "content/translations/de: holds content/'s texts word for word: its pages show them so until they are translated in place",
    ]);
    // One text of its own, and the warning goes.
    const site = { ...(wordsOf(BASE["site.json"], fileSchema(collections["site.json"])) as Entry), role: "Entwickler" };
    expect(
      checked(translation("de", { "site.json": site })).warnings.filter((w) => !w.includes("labels.json")),
    ).toEqual([]);
  });

  it("names a fact it repeats, an entry with no counterpart and a text too long, by file, entry and field", () => {
    const { errors } = checked({
      "de/site.json": { siteUrl: site.siteUrl, role: "Entwickler" },
      "de/stats.json": [...stats.map(() => ({})), { label: "Kunden" }],
      "de/projects.json": [{ title: "x".repeat(101) }],
    });
    const project = `content/translations/de/projects.json › entry 1 (id ${JSON.stringify(projects[0]!.id)})`;
    expect(errors).toEqual([
      'content/translations/de/site.json › field "siteUrl": is the same in every language: write it in content/site.json alone, and leave it out here',
      `${project} › field "title": is 101 characters long; it must fit in 100`,
      `content/translations/de/stats.json › entry ${stats.length + 1}: has no counterpart: content/stats.json has ${stats.length} entries here; add it there first`,
    ]);
  });

  it("is warned of what it leaves in the first language, and nothing stops", () => {
    const { errors, warnings } = checked({ "de/site.json": { role: "Entwickler" } });
    expect(errors).toEqual([]);
    expect(warnings).toContainEqual(
      expect.stringMatching(/^content\/translations\/de\/site\.json: not yet translated: name, shortName, intro, /),
    );
    expect(warnings).toContainEqual(
      "content/translations/de/projects.json: is missing: every text of content/projects.json shows as it is",
    );
  });

  it("is in a folder named by a language tag other than the site's first, holding content files alone", () => {
    expect(checked({ "german/site.json": {} }).errors).toEqual([
      expect.stringMatching(/^content\/translations\/german: names no language: a folder here must be a language tag/),
    ]);
    expect(checked({ [`${firstLanguage}/site.json`]: {} }).errors).toEqual([
      `content/translations/${firstLanguage}: is the site's first language ("language" in content/site.json), whose words are content/'s own files: remove the folder`,
    ]);
    expect(checked({ "de/photo.png": "" }).errors).toEqual([
      expect.stringMatching(/^content\/translations\/de\/photo\.png: is no file the site reads/),
    ]);
    // Chuvash's pages would be where the CV page is.
    expect(checked({ "cv/site.json": {} }).errors).toEqual([
      "content/translations/cv: would put its pages at /cv/, where the site's own are: the site cannot add this language",
    ]);
  });

  it("has fixed words of its own, in English where left out, and is told which are still English", () => {
    const labels = { contactMe: "Kontakt aufnehmen", keptInEnglish: ["portfolio"] };
    const { errors, warnings } = checked(translation("de", { "labels.json": labels }));
    expect(errors).toEqual([]);
    const aboutLabels = warnings.filter((w) => w.startsWith("content/translations/de/labels.json"));
    expect(aboutLabels).toContainEqual(
      'content/translations/de/labels.json › field "send": is still the English "Send Message" (left out)',
    );
    expect(aboutLabels.filter((w) => /"(contactMe|portfolio)"/.test(w))).toEqual([]);
  });
});
