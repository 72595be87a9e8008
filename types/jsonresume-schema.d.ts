// @jsonresume/schema ships no types: the part of its API this site calls.
declare module "@jsonresume/schema" {
  export function validate(
    resume: unknown,
    callback: (errors: { property: string; message: string }[] | null, valid: boolean) => void,
  ): void;
}
