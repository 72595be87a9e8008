import { getScript } from "unicode-properties";

/** `"Ա" (U+0531, Armenian)`: a character, its code point and its script, as the owner can look it up. */
export function describeCharacter(c: string): string {
  const cp = c.codePointAt(0)!;
  const script = getScript(cp);
  const named = script === "Common" || script === "Inherited" || script === "Unknown" ? "" : `, ${script}`;
  return `"${c}" (U+${cp.toString(16).toUpperCase().padStart(4, "0")}${named})`;
}
