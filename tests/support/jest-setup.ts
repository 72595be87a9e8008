import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// React's server renderer (react-dom/server, which renders pages for hydration tests) needs it, and fontkit its
// counterpart (the content check reads the build's fonts); jsdom has neither.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;

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
