/** @jest-environment jsdom */
import fc from "fast-check";
import { jsonInHtml } from "../../../src/utils/json-in-html";

describe("JSON written into a page", () => {
  it("parses back to the same value, and holds nothing that could end its element or open markup", () => {
    const hostile = fc.constantFrom("</script>", "<!--", "-->", "]]>", "&amp;", '"', "'", "\u2028", "\u2029", "\u200f");
    const text = fc.array(fc.oneof(fc.string({ unit: "grapheme" }), hostile)).map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.dictionary(text, fc.oneof(text, fc.array(text))), (value) => {
        const written = jsonInHtml(value);
        expect(JSON.parse(written)).toEqual(value);
        expect(written).not.toMatch(/[<>&\u2028\u2029]/);
      }),
    );
  });

  it("reads back whole from a script element as a browser parses the page", () => {
    const data = { description: 'Inline </script><script>alert(1)</script> & <!-- "quotes" \u2028' };
    document.body.innerHTML = `<script type="application/ld+json">${jsonInHtml(data)}</script><p>after</p>`;
    const scripts = document.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(data);
  });
});
