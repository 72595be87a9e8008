declare module "linebreak" {
  /** A place a line may (or must) break, as a UTF-16 index into the text. */
  interface Break {
    position: number;
    required: boolean;
  }
  /** UAX #14's line break opportunities of a text, in order. */
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
