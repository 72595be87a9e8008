/** @jest-environment jsdom */
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { themeHead } from "../../../src/theme/theme-head";
import {
  chooseTheme,
  nextThemeChoice,
  THEME_COLOR,
  themeScript,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from "../../../src/theme/theme-script";

const root = document.documentElement;

/** Loads a page whose owner's default is `ownerDefault`: its head as the build writes it, then its head script run. */
const runHeadScript = (ownerDefault: ThemeChoice) => {
  document.head.innerHTML = renderToStaticMarkup(themeHead(ownerDefault));
  new Function(themeScript(ownerDefault))();
};

/** The colour the browser tints its bars with: the first theme-color meta whose media applies (here, a light device). */
const barColor = () =>
  [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
    (meta) => !meta.media || meta.media === "(prefers-color-scheme: light)",
  )?.content;

beforeEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
  delete root.dataset.themeChoice;
  document.head.innerHTML = renderToStaticMarkup(themeHead("system"));
});

it("gives the browser's bars the page's own background in each theme", () => {
  const css = readFileSync("src/styles/global.css", "utf8");
  expect(css).toContain(`--color-ink-950: light-dark(${THEME_COLOR.light}, ${THEME_COLOR.dark});`);
});

describe("the theme's head script", () => {
  it("is small enough to block every page's first paint for nothing worth measuring", () => {
    expect(new TextEncoder().encode(themeScript("system")).length).toBeLessThan(1024);
  });

  it.each([
    ["follows the device when neither the visitor nor the owner has chosen", null, "system", undefined, "system"],
    ["applies the owner's default until the visitor chooses", null, "dark", "dark", "dark"],
    ["applies a stored light over the owner's default", "light", "dark", "light", "light"],
    ["applies a stored dark over the owner's default", "dark", "light", "dark", "dark"],
    ["ignores a stored value it does not know", "blue", "light", "light", "light"],
  ] as const)("%s", (_, stored, ownerDefault, theme, themeChoice) => {
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    runHeadScript(ownerDefault);
    expect(root.dataset.theme).toBe(theme);
    expect(root.dataset.themeChoice).toBe(themeChoice);
    // A light device's bars, unless a theme is set.
    expect(barColor()).toBe(THEME_COLOR[theme ?? "light"]);
  });

  it("follows the device when the visitor chose to, removing the owner's theme from the HTML", () => {
    root.dataset.theme = "dark";
    localStorage.setItem(THEME_STORAGE_KEY, "system");
    runHeadScript("dark");
    expect(root.dataset.theme).toBeUndefined();
    expect(root.dataset.themeChoice).toBe("system");
    expect(barColor()).toBe(THEME_COLOR.light);
  });
});

describe("choosing a theme", () => {
  it("cycles from the device to light, to dark, and back", () => {
    expect([undefined, "system", "light", "dark"].map(nextThemeChoice)).toEqual(["system", "light", "dark", "system"]);
  });

  it("applies the choice at once and remembers it for the head script", () => {
    chooseTheme("dark");
    expect(root.dataset).toMatchObject({ theme: "dark", themeChoice: "dark" });
    expect(barColor()).toBe(THEME_COLOR.dark);
    chooseTheme("light");
    expect(barColor()).toBe(THEME_COLOR.light);
    chooseTheme("system");
    expect(root.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("system");
    // Back to the device's colours only: a dark device's would show again.
    expect(document.head.querySelectorAll('meta[name="theme-color"]:not([media])')).toHaveLength(0);
  });

  it("marks the switch until the frame after the one that draws it, for the last of quick presses", async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    chooseTheme("light");
    expect(root.dataset.themeSwitching).toBe("");
    await nextFrame();
    chooseTheme("dark");
    await nextFrame();
    expect(root.dataset.themeSwitching).toBe("");
    await nextFrame();
    expect(root.dataset.themeSwitching).toBeUndefined();
  });

  it.each(["system", "light", "dark"] as const)("leaves the page as the head script leaves it: %s", (choice) => {
    chooseTheme(choice);
    delete root.dataset.themeSwitching;
    const chosen = root.outerHTML;
    localStorage.setItem(THEME_STORAGE_KEY, choice);
    delete root.dataset.theme;
    delete root.dataset.themeChoice;
    runHeadScript("system");
    expect(root.outerHTML).toBe(chosen);
  });
});
