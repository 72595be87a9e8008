import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "./fixtures";
import { readContent } from "../content";

/**
 * Not a test: pictures to look at, in every engine. Skipped unless LOOK_DIR is set, e.g.
 * `LOOK_DIR=/tmp/look npx playwright test engines/look --project=webkit`. Writes, at 390 and 1280 px, a filmstrip
 * of the first two seconds of / (a frame every 250 ms, plus the time a screenshot takes), filmstrips of the projects
 * entering as they are reached and of the technologies strip moving, one picture per screen while scrolling through
 * it (each after its entrances have played), and /projects/; and a picture per screen of a case study.
 */
const dir = process.env.LOOK_DIR;

for (const width of [390, 1280]) {
  test(`pictures at ${width} px`, async ({ open, engineName }) => {
    test.skip(!dir, "set LOOK_DIR to take pictures");
    test.setTimeout(240_000);
    mkdirSync(dir!, { recursive: true });
    const save = async (name: string, picture: Promise<Buffer>) =>
      writeFileSync(join(dir!, `${engineName}-${width}-${name}.png`), await picture);
    const height = width === 390 ? 844 : 800;
    const page = await open("/", { width, height });
    for (let frame = 0; frame < 8; frame++) {
      await save(`film-${frame}`, page.screenshot());
      await page.wait(250);
    }
    for (const [name, selector] of [
      ["work", "#work"],
      ["strip", ".marquee"],
    ]) {
      await page.evaluate(
        (selector) => document.querySelector(selector)!.scrollIntoView({ block: "center" }),
        selector,
      );
      for (let frame = 0; frame < 8; frame++) {
        await save(`${name}-film-${frame}`, page.screenshot());
        await page.wait(250);
      }
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const total = await page.evaluate(() => document.documentElement.scrollHeight);
    // Small steps, so that every scroll-triggered entrance and lazy image is reached on the way.
    for (let y = 0, screen = 0; y < total; y += 300) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.wait(60);
      if (y % height < 300) {
        await page.wait(1600);
        await save(`screen-${screen++}`, page.screenshot());
      }
    }
    const projects = await open("/projects/", { width, height });
    await projects.wait(1500);
    await save("projects", projects.screenshot());
    const caseStudy = await open(`/projects/${readContent("projects.json")[0].slug}/`, { width, height });
    const caseStudyHeight = await caseStudy.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, screen = 0; y < caseStudyHeight; y += height, screen++) {
      await caseStudy.evaluate((top) => window.scrollTo(0, top), y);
      await caseStudy.wait(800);
      await save(`case-study-${screen}`, caseStudy.screenshot());
    }
  });
}
