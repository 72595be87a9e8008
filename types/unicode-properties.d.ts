declare module "unicode-properties" {
  /** The code point's Unicode script, by its long name ("Latin", "Arabic", "Common", "Inherited"). */
  export function getScript(codePoint: number): string;
}
