// Component tests check markup and behaviour; timing is Playwright's job (tests/e2e/motion.spec.ts).
export const useHeroMotion = () => undefined;
export const useCounterMotion = () => undefined;
export const useRevealMotion = () => undefined;
export const useMarqueeMotion = () => undefined;
