import { wordWidthEm } from "../../../src/sections/word-width";

describe("wordWidthEm", () => {
  it("counts an accented letter as its base letter, and the joined letters as the widest", () => {
    expect(wordWidthEm("Ŵé")).toBe(wordWidthEm("We"));
    expect(wordWidthEm("Æœ")).toBe(wordWidthEm("Mm"));
  });
});
