import { cardIndex, statText } from "../../../src/utils/format";

describe("format", () => {
  it("numbers project cards from #01", () => {
    expect([0, 1, 9, 99].map(cardIndex)).toEqual(["#01", "#02", "#10", "#100"]);
  });
  it("shows a statistic with its suffix in whole numbers", () => {
    expect(statText(90, "%")).toBe("90%");
    expect(statText(4.6, "+")).toBe("5+");
  });
});
