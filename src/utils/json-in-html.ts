/**
 * JSON to write inside an HTML element (a JSON-LD or inline <script>): the same value once parsed, with every
 * character that could end the element or open markup (`<`, `>`, `&`) written as a JSON escape, and U+2028/U+2029,
 * which end a line in older script parsers, too. Whatever text the content holds ("</script>", "<!--", "]]>"),
 * the element ends where the page means it to. Every JSON embedded in a page goes through here.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

export const jsonInHtml = (value: unknown): string =>
  JSON.stringify(value).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
