import { cardIndex, statText } from "../../../src/utils/format";

describe("format", () => {
  it("numbers project cards from #01", () => {
    expect([0, 1, 9, 99].map(cardIndex)).toEqual(["#01", "#02", "#10", "#100"]);
  });
  it("shows a statistic with its suffix in whole numbers", () => {
    expect(statText(90, "%")).toBe("90%");
    expect(statText(4.6, "+")).toBe("5+");
  });
  it("groups large numbers as English readers expect", () => {
    expect([999, 12_500, 1_250_000, 9_999_999].map((n) => statText(n, "+"))).toEqual([
      "999+",
      "12,500+",
      "1,250,000+",
      "9,999,999+",
    ]);
  });
});
