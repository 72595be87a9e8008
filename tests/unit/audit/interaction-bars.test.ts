import { BAR_MS, DURING_HYDRATION, summarizeInteractions } from "../../../scripts/audit/interaction-bars.mjs";

it("holds each interaction's median in every setting to 100 ms, and the tap while the page hydrates to 150 ms", () => {
  const rows = summarizeInteractions({
    "theme button: device → light": { "390 px light": [40, 120, 96], "1280 px dark": [16, 16, 24] },
    '"See My Work"': { "390 px light": [104, 112, 40], "1280 px dark": [16, 16, 16] },
    [DURING_HYDRATION]: { "390 px dark": [140, 200, 120] },
  });
  expect(rows).toEqual([
    {
      name: "theme button: device → light",
      bar: BAR_MS.interaction,
      settings: {
        "390 px light": { median: 96, best: 40, worst: 120, runs: 3 },
        "1280 px dark": { median: 16, best: 16, worst: 24, runs: 3 },
      },
      holds: true,
    },
    {
      name: '"See My Work"',
      bar: 100,
      settings: {
        "390 px light": { median: 104, best: 40, worst: 112, runs: 3 },
        "1280 px dark": { median: 16, best: 16, worst: 16, runs: 3 },
      },
      holds: false,
    },
    {
      name: DURING_HYDRATION,
      bar: BAR_MS.duringHydration,
      settings: { "390 px dark": { median: 140, best: 120, worst: 200, runs: 3 } },
      holds: true,
    },
  ]);
});
