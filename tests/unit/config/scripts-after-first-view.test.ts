/** @jest-environment jsdom */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const SCRIPT = path.join(__dirname, "../../../scripts/scripts-after-first-view.mjs");

const GATSBY_TAGS =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';
const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>x</title></head><body>${body}<!--$--><p>Ünïcode</p><!--/$-->` +
  `<script>window.pagePath="/";</script>${GATSBY_TAGS}<!-- slice-end --></body></html>`;
const WITH_SCREENSHOT = page('<picture><img src="/shot.jpg" fetchPriority="high" loading="eager" alt=""></picture>');
const WITHOUT = page('<video poster="/poster.webp"></video><img src="/logo.svg" loading="lazy" alt="">');

/** Runs the build step on pages written to a fresh folder; returns each page as it left them. */
function runOn(pages: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "first-view-"));
  for (const [name, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), html);
  }
  execFileSync("node", [SCRIPT, dir]);
  return Object.fromEntries(Object.keys(pages).map((name) => [name, fs.readFileSync(path.join(dir, name), "utf8")]));
}

const loaderOf = (html: string) => /<script>(\(function loadAfterFirstView[\s\S]*?)<\/script>/.exec(html)![1];

describe("scripts/scripts-after-first-view.mjs", () => {
  const built = runOn({ "projects/index.html": WITH_SCREENSHOT, "index.html": WITHOUT });

  it("replaces Gatsby's script tags with the loader where a screenshot leads the first view, and nothing else", () => {
    const html = built["projects/index.html"];
    expect(html).not.toMatch(/<script src=/);
    expect(html.replace(`<script>${loaderOf(html)}</script>`, GATSBY_TAGS)).toBe(WITH_SCREENSHOT);
  });

  it("leaves pages without such an image as Gatsby wrote them", () => {
    expect(built["index.html"]).toBe(WITHOUT);
  });

  describe("the loader, in the page", () => {
    let screenshot: HTMLImageElement;
    const requested = () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));

    beforeEach(() => {
      jest.useFakeTimers();
      document.body.innerHTML = '<img src="/shot.jpg" fetchpriority="high" alt="">';
      screenshot = document.querySelector("img")!;
    });
    afterEach(() => jest.useRealTimers());

    const run = (complete: boolean) => {
      Object.defineProperty(screenshot, "complete", { value: complete });
      new Function(loaderOf(built["projects/index.html"]))();
    };

    it("adds the scripts, in Gatsby's order, once the screenshot has arrived", () => {
      run(false);
      jest.advanceTimersByTime(2999);
      expect(requested()).toEqual([]);
      screenshot.dispatchEvent(new Event("load"));
      expect(requested()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
      jest.advanceTimersByTime(1000);
      expect(requested()).toHaveLength(3);
    });

    it("adds them at once if the screenshot fails", () => {
      run(false);
      screenshot.dispatchEvent(new Event("error"));
      expect(requested()).toHaveLength(3);
    });

    it("adds them at once if the screenshot is already there", () => {
      run(true);
      expect(requested()).toHaveLength(3);
    });

    it("adds them 3 s after it ran if the screenshot stalls, and only once", () => {
      run(false);
      jest.advanceTimersByTime(3000);
      expect(requested()).toHaveLength(3);
      screenshot.dispatchEvent(new Event("load"));
      expect(requested()).toHaveLength(3);
    });
  });
});
