import "@testing-library/jest-dom";

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
