/**
 * How wide a word can be in the headline's bold face, in em: each character at the widest of its kind, so that the
 * word slot, scaled by this, never runs off a phone's screen (the CSS cannot measure the word before it paints).
 */
const KINDS: [RegExp, number][] = [
  [/[iljtfrI.,;:!'|() ]/, 0.42],
  [/[mwMW%@—ÆŒæœ]/, 1.05],
  [/[A-Z]/, 0.8],
  [/[\p{Script=Latin}\d]/u, 0.7],
];
/** Anything else (other scripts, emoji, symbols) is taken as a full em and a fifth. */
const OTHER = 1.2;

/** A letter with accents is as wide as its base letter (Ŵ as W, é as e); the accents sit above or below it. */
const base = (char: string) => char.normalize("NFD")[0];

export const wordWidthEm = (word: string) =>
  [...word].reduce((width, char) => width + (KINDS.find(([kind]) => kind.test(base(char)))?.[1] ?? OTHER), 0);
