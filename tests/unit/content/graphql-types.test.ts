import { contentTypeDefs, typeNameFor } from "../../../src/content/graphql-types";

describe("GraphQL content types", () => {
  it("names each type after its file", () => {
    expect(typeNameFor("site.json")).toBe("SiteJson");
    expect(typeNameFor("hero-words.json")).toBe("HeroWordsJson");
  });
  it("declares non-null fields, files by relative path and the JSON id as jsonId", () => {
    const sdl = contentTypeDefs();
    expect(sdl).toContain("type ProjectsJson implements Node @dontInfer {");
    expect(sdl).toContain("  jsonId: Float!");
    expect(sdl).toContain("  image: File! @fileByRelativePath");
    expect(sdl).toContain("  technologies: [ProjectTechnology!]!");
    expect(sdl).toContain("type SiteJson implements Node @dontInfer {");
  });
});
