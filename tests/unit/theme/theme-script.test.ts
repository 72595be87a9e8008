import { chooseTheme, nextThemeChoice, themeScript, THEME_STORAGE_KEY } from "../../../src/theme/theme-script";

const root = document.documentElement;
const runHeadScript = (ownerDefault: "system" | "light" | "dark") => new Function(themeScript(ownerDefault))();

beforeEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
  delete root.dataset.themeChoice;
});

describe("the theme's head script", () => {
  it("is small enough to block every page's first paint for nothing worth measuring", () => {
    expect(new TextEncoder().encode(themeScript("system")).length).toBeLessThan(1024);
  });

  it("follows the device when neither the visitor nor the owner has chosen", () => {
    runHeadScript("system");
    expect(root.dataset).toMatchObject({ themeChoice: "system" });
    expect(root.dataset.theme).toBeUndefined();
  });

  it("applies the owner's default until the visitor chooses", () => {
    runHeadScript("dark");
    expect(root.dataset).toMatchObject({ theme: "dark", themeChoice: "dark" });
  });

  it.each(["light", "dark"] as const)("applies a stored %s over the owner's default", (stored) => {
    localStorage.setItem(THEME_STORAGE_KEY, stored);
    runHeadScript(stored === "light" ? "dark" : "light");
    expect(root.dataset).toMatchObject({ theme: stored, themeChoice: stored });
  });

  it("follows the device when the visitor chose to, removing the owner's theme from the HTML", () => {
    root.dataset.theme = "dark";
    localStorage.setItem(THEME_STORAGE_KEY, "system");
    runHeadScript("dark");
    expect(root.dataset.theme).toBeUndefined();
    expect(root.dataset.themeChoice).toBe("system");
  });

  it("ignores a stored value it does not know", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "blue");
    runHeadScript("light");
    expect(root.dataset).toMatchObject({ theme: "light", themeChoice: "light" });
  });
});

describe("choosing a theme", () => {
  it("cycles from the device to light, to dark, and back", () => {
    expect([undefined, "system", "light", "dark"].map(nextThemeChoice)).toEqual(["system", "light", "dark", "system"]);
  });

  it("applies the choice at once and remembers it for the head script", () => {
    chooseTheme("light");
    expect(root.dataset).toMatchObject({ theme: "light", themeChoice: "light" });
    chooseTheme("system");
    expect(root.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("system");
  });
});
