/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { renderToStaticMarkup } from "react-dom/server";
import { Text } from "../../../src/components/text";
import { queried, siteContentAnswer } from "../../support/content-fixture";

/** The site in `language`, with phrases of other languages, as the one static query answers it. */
const siteIn = (language: string, otherLanguages?: { language: string; phrases: string[] }[]) =>
  jest
    .mocked(useStaticQuery)
    .mockReturnValue(siteContentAnswer({ ...queried("site.json"), language, otherLanguages }, {}, 1));

describe("Text", () => {
  afterEach(() => jest.mocked(useStaticQuery).mockReset());

  it("puts each phrase of another language in a span with its lang, wherever it is in the text", () => {
    siteIn("pl", [
      { language: "ja", phrases: ["改善ボード"] },
      { language: "en", phrases: ["FIFA Duel"] },
    ]);
    const { container } = render(
      <p>
        <Text>Wdrożenie 改善ボード dla klienta, po FIFA Duel.</Text>
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Wdrożenie <span lang="ja">改善ボード</span> dla klienta, po <span lang="en">FIFA Duel</span>.</p>',
    );
  });

  it("leaves a text with none, and a phrase in the site's own language, as it is: the page's bytes unchanged", () => {
    siteIn("en", [{ language: "en", phrases: ["Code"] }]);
    expect(renderToStaticMarkup(<Text>Clean Code</Text>)).toBe("Clean Code");
    siteIn("en");
    expect(renderToStaticMarkup(<Text>Clean Code</Text>)).toBe("Clean Code");
  });
});
