/**
 * A content text as the page shows it and a screen reader names it: its runs of white space as one space. The schema
 * allows any spacing inside a text; text and accessible-name matchers compare the collapsed form.
 */
export const shown = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A role query's name for a content text: the accessible name compared as shown() on both sides. The name jsdom
 * computes collapses only runs of white space, so a lone line or paragraph separator (U+2028, U+2029), which a text
 * may hold, stays in it where shown() makes a space.
 */
export const shownName = (text: string) => (name: string) => shown(name) === shown(text);
