export function changedSince(ref: string): string[] | undefined;
export function onlyContent(files: readonly string[]): boolean;
