import type { OutputCache } from "../../src/build/cached-output";

/** Gatsby's cache as a map, for code that keeps its outputs there; `held` shows what it holds. */
export function memoryCache(): OutputCache & { held: Map<string, unknown> } {
  const held = new Map<string, unknown>();
  return {
    held,
    get: (key) => Promise.resolve(held.get(key)),
    set: (key, value) => Promise.resolve(held.set(key, value)),
  };
}
