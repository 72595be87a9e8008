/** The browser entry starts React DOM and then Gatsby, each in a task after the one that loaded the bundles. */
const evaluated: string[] = [];

const flushMicrotasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => {
  evaluated.length = 0;
  jest.useFakeTimers();
  jest.resetModules();
  jest.doMock("react-dom/client", () => {
    evaluated.push("react-dom");
    return {};
  });
  jest.doMock(
    "gatsby-production-app",
    () => {
      evaluated.push("gatsby");
      return {};
    },
    { virtual: true },
  );
});

afterEach(() => jest.useRealTimers());

test("evaluates React DOM and Gatsby's start-up in two later tasks, in that order", async () => {
  await import("../../../src/start/browser-entry");
  await flushMicrotasks();
  expect(evaluated).toEqual([]);

  jest.advanceTimersToNextTimer();
  await flushMicrotasks();
  expect(evaluated).toEqual(["react-dom"]);

  jest.advanceTimersToNextTimer();
  await flushMicrotasks();
  expect(evaluated).toEqual(["react-dom", "gatsby"]);
});
