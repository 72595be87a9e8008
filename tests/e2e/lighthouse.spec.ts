import { chromium, expect, test } from "@playwright/test";
import { chromiumPath, launcherChromiumArgs } from "../../scripts/chromium.mjs";

/**
 * Lighthouse's accessibility, best-practices and SEO scores proved stable at
 * 100 here (npm run audit, every run alike), so they gate `npm test`.
 * Performance varies from run to run and stays a benchmark (npm run audit).
 */
const CATEGORIES = ["accessibility", "best-practices", "seo"];

// One case study stands for the four: they are one template. Every page in the light theme (the test browser's device
// is light, and the site follows it), and the two that differ most in the dark one too.
const runs = [
  ...["/", "/projects/", "/projects/ai-resume-analyzer/", "/cv/"].map((path) => ({ path, theme: "light" })),
  ...["/", "/cv/"].map((path) => ({ path, theme: "dark" })),
];
for (const { path, theme } of runs) {
  test(`Lighthouse scores accessibility, best practices and SEO at 100 on ${path} in the ${theme} theme`, async ({
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { default: lighthouse } = await import("lighthouse");
    const chromeLauncher = await import("chrome-launcher");
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath() ?? chromium.executablePath(),
      chromeFlags: [
        "--headless=new",
        // The device's dark setting, which the page follows.
        ...(theme === "dark" ? ["--force-dark-mode"] : []),
        ...launcherChromiumArgs(chromeLauncher.Launcher.defaultFlags()),
      ],
    });
    try {
      const result = await lighthouse(`${baseURL}${path}`, {
        port: chrome.port,
        logLevel: "error",
        onlyCategories: CATEGORIES,
        // No category here reads the full-page screenshot, and drawing one of a tall page costs seconds of CPU.
        disableFullPageScreenshot: true,
      });
      const lhr = result!.lhr;
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
      );
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id);
      expect({ scores, failing }).toEqual({
        scores: { accessibility: 100, "best-practices": 100, seo: 100 },
        failing: [],
      });
    } finally {
      chrome.kill();
    }
  });
}
