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
  it("makes an optional field nullable and names each nested object type", () => {
    const sdl = contentTypeDefs();
    expect(sdl).toContain("  slug: String!");
    expect(sdl).toContain("  client: String\n");
    expect(sdl).toContain("  outcome: ProjectOutcome!");
    expect(sdl).toContain("  gallery: [ProjectGalleryImage!]\n");
    expect(sdl).toContain("  testimonial: ProjectTestimonial\n");
    expect(sdl).toContain("type ProjectResult {\n  figure: String!\n  label: String!\n}");
  });
});
