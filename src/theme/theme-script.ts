/** What the visitor can choose, or the owner sets as the default in content/site.json. */
export type ThemeChoice = "system" | "light" | "dark";

export const THEME_CHOICES: readonly ThemeChoice[] = ["system", "light", "dark"];

/** Where the visitor's choice is kept, across pages and visits. */
export const THEME_STORAGE_KEY = "theme";

/**
 * The blocking script at the top of every page's head (gatsby-ssr.tsx; its hash goes into the CSP): before the first
 * paint, it puts the visitor's stored choice, or else the owner's default, on <html>. `data-theme` picks the colours
 * (global.css), absent while following the device; `data-theme-choice` shows the navbar toggle's state.
 */
export const themeScript = (ownerDefault: ThemeChoice) =>
  `(function(r){var c;try{c=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}if(c!=="light"&&c!=="dark"&&c!=="system")c="${ownerDefault}";r.dataset.themeChoice=c;if(c==="system")delete r.dataset.theme;else r.dataset.theme=c})(document.documentElement)`;

/** Applies a choice at once, as the head script would have, and remembers it. */
export function chooseTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  root.dataset.themeChoice = choice;
  if (choice === "system") delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (a private window's quota, a policy): the choice holds for this page only.
  }
}

/** The choice after `current`, in the toggle's cycle: device, light, dark, device… */
export const nextThemeChoice = (current: string | undefined): ThemeChoice =>
  THEME_CHOICES[(THEME_CHOICES.indexOf(current as ThemeChoice) + 1) % THEME_CHOICES.length];
