import "@testing-library/jest-dom";
import { TextEncoder } from "node:util";

// React's server renderer (react-dom/server, which renders pages for hydration tests) needs it; jsdom has none.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;

// jsdom has no IntersectionObserver; nothing ever comes near the viewport in unit tests.
class NoIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= NoIntersectionObserver as unknown as typeof IntersectionObserver;
