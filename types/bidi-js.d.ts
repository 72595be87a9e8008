declare module "bidi-js" {
  /** The resolved embedding level of each UTF-16 unit of a text: odd is right to left. */
  export interface EmbeddingLevels {
    levels: Uint8Array;
    paragraphs: { start: number; end: number; level: number }[];
  }
  export interface Bidi {
    getEmbeddingLevels(text: string, direction?: "ltr" | "rtl" | "auto"): EmbeddingLevels;
    /** The character a right-to-left run shows in place of `char` ("(" for ")"), or null for none. */
    getMirroredCharacter(char: string): string | null;
  }
  export default function bidiFactory(): Bidi;
}
