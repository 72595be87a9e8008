import { chooseTheme, nextThemeChoice, type ThemeChoice } from "../theme/theme-script";

const STATES: [ThemeChoice, string][] = [
  ["system", "as on this device"],
  ["light", "light"],
  ["dark", "dark"],
];

/**
 * The navbar's theme button: each press moves on from following the device to light, to dark, and back. Its icon and
 * name show the current choice through CSS (global.css draws the icons), from the attribute the head script sets
 * before the first paint, so the button is right from the first frame; without scripts it is not shown.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      className="theme-toggle size-10 items-center justify-center rounded-full border border-line text-muted transition-colors hover:border-accent hover:text-fg"
      onClick={() => chooseTheme(nextThemeChoice(document.documentElement.dataset.themeChoice))}
    >
      {STATES.map(([choice, name]) => (
        <span key={choice} data-theme-state={choice} className="theme-state">
          <span className="sr-only">Theme: {name}</span>
        </span>
      ))}
    </button>
  );
}
