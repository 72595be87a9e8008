/** @jest-environment jsdom */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Text } from "../../../src/components/text";
import { SiteContentProvider } from "../../../src/content/use-site";
import { queried, renderOnSite, siteContent, siteContentAnswer } from "../../support/content-fixture";

/** The site's content in `language`, with phrases of other languages. */
const siteIn = (language: string, otherLanguages?: { language: string; phrases: string[] }[]) => ({
  ...siteContent(),
  site: siteContentAnswer({ ...queried("site.json"), language, otherLanguages }, {}, 1).siteJson,
});
const markup = (ui: ReactElement, content = siteIn("en")) =>
  renderToStaticMarkup(<SiteContentProvider value={content}>{ui}</SiteContentProvider>);

describe("Text", () => {
  it("puts each phrase of another language in a span with its lang, wherever it is in the text", () => {
    const polish = siteIn("pl", [
      { language: "ja", phrases: ["改善ボード"] },
      { language: "en", phrases: ["FIFA Duel"] },
    ]);
    const { container } = renderOnSite(
      <p>
        <Text>Wdrożenie 改善ボード dla klienta, po FIFA Duel.</Text>
      </p>,
      polish,
    );
    expect(container.innerHTML).toBe(
      '<p>Wdrożenie <span lang="ja">改善ボード</span> dla klienta, po <span lang="en">FIFA Duel</span>.</p>',
    );
  });

  it("leaves a text with none, and a phrase in the site's own language, as it is: the page's bytes unchanged", () => {
    expect(markup(<Text>Clean Code</Text>, siteIn("en", [{ language: "en", phrases: ["Code"] }]))).toBe("Clean Code");
    expect(markup(<Text>Clean Code</Text>)).toBe("Clean Code");
  });
});
