type Env = Record<string, string | undefined>;
export function firefoxPath(env?: Env): string;
export function webkitDriverPath(env?: Env): string;
export function miniBrowserPath(env?: Env): string;
export function missingFor(engine: string, env?: Env): string | undefined;
