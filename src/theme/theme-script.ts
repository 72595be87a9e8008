import { jsonInHtml } from "../utils/json-in-html";

/** What the visitor can choose, or the owner sets as the default in content/site.json. */
export type ThemeChoice = "system" | "light" | "dark";

export const THEME_CHOICES: readonly ThemeChoice[] = ["system", "light", "dark"];

/** Where the visitor's choice is kept, across pages and visits. */
export const THEME_STORAGE_KEY = "theme";

/** The page's background in each theme (global.css's --color-ink-950): phones' browsers tint their bars with it. */
export const THEME_COLOR = { light: "#f6f6fa", dark: "#07070d" } as const;

/**
 * The id of the `theme-color` meta that holds a chosen theme's colour. The head also has one for each device setting,
 * with a media query; browsers take the first that applies, so this one, ahead of them, wins while it exists.
 */
export const CHOSEN_THEME_COLOR_ID = "theme-color-chosen";

/**
 * The blocking script at the top of every page's head (gatsby-ssr.tsx; its hash goes into the CSP): before the first
 * paint, it puts the visitor's stored choice, or else the owner's default, on <html>. `data-theme` picks the colours
 * (global.css), absent while following the device; `data-theme-choice` shows the navbar toggle's state. It does what
 * `chooseTheme` does, in a few hundred bytes of plain script.
 */
export const themeScript = (ownerDefault: ThemeChoice) =>
  `(function(d,r){var c,m;try{c=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}if(c!=="light"&&c!=="dark"&&c!=="system")c=${jsonInHtml(ownerDefault)};r.dataset.themeChoice=c;m=d.getElementById("${CHOSEN_THEME_COLOR_ID}");if(c==="system"){delete r.dataset.theme;m&&m.remove()}else{r.dataset.theme=c;if(!m){m=d.createElement("meta");m.id="${CHOSEN_THEME_COLOR_ID}";m.name="theme-color";d.head.prepend(m)}m.content=c==="light"?"${THEME_COLOR.light}":"${THEME_COLOR.dark}"}})(document,document.documentElement)`;

let switches = 0;

/**
 * Marks <html> `data-theme-switching` until the frame that shows a new choice has been drawn. While it is set, the
 * controls whose colours fade on hover do not fade (global.css): the frame after the press shows every element in the
 * new theme, not some in the old one's colours on the new background, and the press does not pay for starting a fade
 * of each. Two frames: the first draws the new colours; taking the mark off in the next changes no colour, so nothing
 * fades then either. A later press keeps the mark for its own two frames.
 */
function holdFadesForTheSwitch(root: HTMLElement) {
  const press = ++switches;
  root.dataset.themeSwitching = "";
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (press === switches) delete root.dataset.themeSwitching;
    }),
  );
}

/** Applies a choice at once, as the head script would have, and remembers it. */
export function chooseTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  let chosenColor = document.getElementById(CHOSEN_THEME_COLOR_ID) as HTMLMetaElement | null;
  holdFadesForTheSwitch(root);
  root.dataset.themeChoice = choice;
  if (choice === "system") {
    delete root.dataset.theme;
    chosenColor?.remove();
  } else {
    root.dataset.theme = choice;
    if (!chosenColor) {
      chosenColor = document.createElement("meta");
      chosenColor.id = CHOSEN_THEME_COLOR_ID;
      chosenColor.name = "theme-color";
      document.head.prepend(chosenColor);
    }
    chosenColor.content = THEME_COLOR[choice];
  }
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (a private window's quota, a policy): the choice holds for this page only.
  }
}

/** The choice after `current`, in the toggle's cycle: device, light, dark, device… */
export const nextThemeChoice = (current: string | undefined): ThemeChoice =>
  THEME_CHOICES[(THEME_CHOICES.indexOf(current as ThemeChoice) + 1) % THEME_CHOICES.length];
