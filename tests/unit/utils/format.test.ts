import { digitGroupingOf } from "../../../src/content/site-locale";
import { cardIndex, statText } from "../../../src/utils/format";

const ENGLISH_GROUPING = digitGroupingOf("en");

describe("format", () => {
  it("numbers project cards from #01", () => {
    expect([0, 1, 9, 99].map(cardIndex)).toEqual(["#01", "#02", "#10", "#100"]);
  });
  it("shows a statistic with its suffix in whole numbers", () => {
    expect(statText(90, "%", ENGLISH_GROUPING)).toBe("90%");
    expect(statText(4.6, "+", ENGLISH_GROUPING)).toBe("5+");
  });
  it("groups large numbers as English readers expect", () => {
    expect([999, 12_500, 1_250_000, 9_999_999].map((n) => statText(n, "+", ENGLISH_GROUPING))).toEqual([
      "999+",
      "12,500+",
      "1,250,000+",
      "9,999,999+",
    ]);
  });

  // The page groups the counters' digits without Intl, from what the build read of the language through Intl: it must
  // write every number as Intl.NumberFormat itself would.
  const LANGUAGES = ["en", "pl", "de", "fr", "es", "hi", "en-IN", "ur-PK", "ar", "ar-EG", "fa", "bn", "ja", "th", "sw"];
  const NUMBERS = [0, 7, 42, 999, 1_000, 1_250, 9_999, 12_500, 99_999, 100_000, 1_250_000, 9_999_999];
  it.each(LANGUAGES)("writes every counter in %s as Intl.NumberFormat does", (language) => {
    const grouping = digitGroupingOf(language);
    const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    expect(NUMBERS.map((n) => statText(n, "+", grouping))).toEqual(NUMBERS.map((n) => `${intl.format(n)}+`));
  });
  it.each([
    // A no-break space between the groups.
    ["pl", [1_250, 12_500], ["1250", "12\u00a0500"]],
    ["de", [12_500], ["12.500"]],
    ["hi", [1_250_000], ["12,50,000"]],
    ["fa", [12_500], ["۱۲٬۵۰۰"]],
  ] as const)("in %s: %j are %j", (language, numbers, texts) => {
    expect(numbers.map((n) => statText(n, "", digitGroupingOf(language)))).toEqual(texts);
  });
});
