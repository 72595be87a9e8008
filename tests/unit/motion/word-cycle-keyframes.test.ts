import { wordCycleKeyframes } from "../../../src/motion/word-cycle-keyframes";

describe("wordCycleKeyframes", () => {
  // Four words, held 1.6 s and slid in 0.55 s each: a round of 8.6 s over a strip of eight entries.
  const keyframes = wordCycleKeyframes(8, 1.6, 0.55);
  const round = 4 * (1.6 + 0.55);

  it("starts on the first word and ends one round later on its copy, so the next round starts without a seam", () => {
    expect(keyframes[0]).toEqual({ offset: 0, transform: "translateY(0%)" });
    expect(keyframes.at(-1)).toEqual({ offset: 1, transform: "translateY(-50%)" });
  });

  it("holds each word, then slides up by exactly one entry (an eighth of the strip)", () => {
    const slides = keyframes.slice(1);
    for (let step = 1; step <= 4; step++) {
      const [from, to] = [slides[2 * step - 2], slides[2 * step - 1]];
      expect(from.transform).toBe(`translateY(${-12.5 * (step - 1)}%)`);
      expect(to.transform).toBe(`translateY(${-12.5 * step}%)`);
      expect(from.offset).toBeCloseTo(((step - 1) * 2.15 + 1.6) / round, 10);
      expect(to.offset).toBeCloseTo((step * 2.15) / round, 10);
      expect(from.easing).toMatch(/^cubic-bezier/);
    }
  });

  it("has offsets that only rise, as Web Animations require", () => {
    const offsets = keyframes.map((k) => k.offset as number);
    expect(offsets.every((o, i) => i === 0 || o >= offsets[i - 1])).toBe(true);
  });
});
