import { checkContentFor, describeWarnings } from "../../../src/content/check-content";
import { contentTypeDefs } from "../../../src/content/graphql-types";
import { fillLabel, listText, placeholdersIn } from "../../../src/content/label-text";
import { LABELS, type LabelSpec } from "../../../src/content/schema/label-list";
import { ENGLISH_LABELS } from "../../../src/content/schema/labels";
import { siteLabels } from "../../../src/content/site-labels";
import { BASE, sourceOf } from "../../support/broken-content";

describe("the fixed words (content/labels.json)", () => {
  it("default to the spec's own English, word for word", () => {
    expect(ENGLISH_LABELS).toMatchObject({
      seeMyWork: "See My Work",
      liveLink: "Live Link",
      githubRepo: "GitHub Repo",
      viewAllProjects: "View All Projects",
      skillsTitle: "How I Can Contribute & My Key Skills",
      skillsSubtitle: "What I Bring to the Table",
      contactTitle: "Get in Touch – Let’s Connect",
      contactSubtitle: "Have questions or ideas? Let’s talk!",
      nameField: "Your name",
      namePlaceholder: "What’s your good name?",
      emailField: "Your Email",
      emailPlaceholder: "What’s your email address?",
      messageField: "Your Message",
      messagePlaceholder: "How can I help you?",
      send: "Send Message",
      sending: "Sending...",
      noToken: "Please complete verification",
      waitAFew: "Please wait a few seconds before trying again.",
      sent: "Message sent successfully!",
      connectTitle: "Connect with me",
      connectSubtitle: "Reach me directly through these channels",
      currentLocation: "Current Location",
      contactMe: "Contact me",
      terms: "Terms & Conditions",
      projectsPageTitle: "My Projects",
      keyFeatures: "Key Features",
      technologiesUsed: "Technologies Used",
    });
    // 'Please wait N seconds before trying again.', N the seconds left.
    expect(fillLabel(ENGLISH_LABELS.wait.other, { seconds: 8 })).toBe("Please wait 8 seconds before trying again.");
    expect(fillLabel(ENGLISH_LABELS.headlineStart, { words: "Ideas" })).toBe("Shaping Ideas");
  });

  it("each fill every placeholder their English has, and only those", () => {
    for (const [key, spec] of Object.entries(LABELS) as [string, LabelSpec][]) {
      const forms = typeof spec.english === "string" ? [spec.english] : Object.values(spec.english);
      for (const form of forms)
        expect({ key, placeholders: placeholdersIn(form!).sort() }).toEqual({
          key,
          placeholders: Object.keys(spec.fills ?? {}).sort(),
        });
    }
  });

  it("reach the pages with the English of every label left out, and the badge's form for the number of projects", () => {
    const polish = {
      send: "Wyślij wiadomość",
      featuredProjects: {
        one: "{count} wyróżniony projekt",
        few: "{count} wyróżnione projekty",
        many: "{count} wyróżnionych projektów",
        other: "{count} wyróżnionego projektu",
      },
    };
    const badge = (projects: number) =>
      fillLabel(siteLabels(polish, { language: "pl", projects }).featuredProjects, { count: projects });
    expect([1, 3, 5, 22].map(badge)).toEqual([
      "1 wyróżniony projekt",
      "3 wyróżnione projekty",
      "5 wyróżnionych projektów",
      "22 wyróżnione projekty",
    ]);
    const labels = siteLabels({ ...polish, skipLink: null }, { language: "pl", projects: 4 });
    expect([labels.send, labels.skipLink, labels.contactMe]).toEqual([
      "Wyślij wiadomość",
      "Skip to content",
      "Contact me",
    ]);
    expect(siteLabels({}, { language: "en", projects: 1 }).featuredProjects).toBe("{count} Featured Project");
  });

  it("list items as the language lists them", () => {
    expect(listText(["Ideas", "Concepts", "Code"], "{list}, {next}", "{list} and {next}")).toBe(
      "Ideas, Concepts and Code",
    );
    expect(listText(["خیالات", "کوڈ"], "{list}، {next}", "{list} اور {next}")).toBe("خیالات اور کوڈ");
    expect(listText(["React"], "{list}, {next}")).toBe("React");
  });

  it("are served non-null to the pages, a plural label with a field for each category", () => {
    const types = contentTypeDefs();
    expect(types).toMatch(/type LabelsJson implements Node @dontInfer \{[^}]*\n {2}send: String!\n/);
    expect(types).toMatch(/\n {2}wait: LabelPlural!\n/);
    expect(types).toMatch(/type LabelPlural \{\n {2}zero: String\n {2}one: String\n[^}]*\n {2}other: String!\n\}/);
  });
});

describe("a site in another language than English", () => {
  const site = BASE["site.json"] as Record<string, unknown>;
  const checked = (language: string | undefined, labels: Record<string, unknown>) =>
    checkContentFor(sourceOf({ ...BASE, "site.json": { ...site, language }, "labels.json": labels }), undefined);
  const warnings = (language: string | undefined, labels: Record<string, unknown>) =>
    checked(language, labels).warnings;
  const translated = Object.fromEntries(
    Object.entries(ENGLISH_LABELS).map(([key, english]) => [
      key,
      typeof english === "string" ? `${english} (pl)` : { other: `${english.other} (pl)` },
    ]),
  );

  it("is warned of each fixed word still in English, left out or copied, under a heading naming its language", () => {
    const { send: _left, ...rest } = translated;
    const found = warnings("pl", { ...rest, contactMe: "Contact me" }).filter((w) => w.file === "labels.json");
    expect(found.map((w) => [w.field, w.problem])).toEqual([
      ["contactMe", 'is still the English "Contact me"'],
      ["send", 'is still the English "Send Message" (left out)'],
    ]);
    expect(describeWarnings(found)).toBe(
      [
        'The site is in Polish ("pl" in content/site.json), but these fixed words are still in English; translate them in content/labels.json, or list those you keep in English on purpose in its "keptInEnglish":',
        '  - content/labels.json › field "contactMe": is still the English "Contact me"',
        '  - content/labels.json › field "send": is still the English "Send Message" (left out)',
      ].join("\n"),
    );
  });

  it("is not warned of the words kept in English on purpose, and names a label that is none", () => {
    const kept = { ...translated, portfolio: "Portfolio", jsonResume: "JSON Resume", send: "Send Message" };
    const onPurpose = checked("pl", { ...kept, keptInEnglish: ["portfolio", "jsonResume"] });
    expect(onPurpose.errors).toEqual([]);
    expect(onPurpose.warnings.filter((w) => w.file === "labels.json").map((w) => w.field)).toEqual(["send"]);
    expect(checked("pl", { ...kept, keptInEnglish: ["portfollio"] }).errors.map((e) => [e.field, e.problem])).toEqual([
      ["keptInEnglish[0]", 'must be the name of a label above, like "portfolio", got "portfollio"'],
    ]);
  });

  it("takes a label as long as its place holds on a phone, not as long as its English", () => {
    const german = checked("de", { ...translated, contactMe: "Kontakt aufnehmen", emailChannel: "E-Mail schreiben" });
    expect(german.errors).toEqual([]);
  });

  it("is not warned once every word is its own, nor is a site in English, British English included", () => {
    const aboutLabels = (language: string | undefined, labels: Record<string, unknown>) =>
      warnings(language, labels).filter((w) => w.file === "labels.json");
    // One of punctuation and placeholders alone says nothing in English: "{start} – {end}" is Polish as it is.
    const { period: _period, listMore: _listMore, ...words } = translated;
    expect(aboutLabels("pl", translated)).toEqual([]);
    expect(aboutLabels("pl", words)).toEqual([]);
    expect(aboutLabels("en", {})).toEqual([]);
    expect(aboutLabels("en-GB", {})).toEqual([]);
    expect(aboutLabels(undefined, {})).toEqual([]);
  });
});
