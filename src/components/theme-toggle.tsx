import type { SiteLabels } from "../content/site-labels";
import { useLabels } from "../content/use-site";
import { chooseTheme, nextThemeChoice, type ThemeChoice } from "../theme/theme-script";

// The icons are inline SVG, not CSS images: an SVG drawn as an image (a mask or background URL) is a document of its
// own that Chromium builds before the first paint, and that cost showed in every page's first paint.
const STATES: [ThemeChoice, keyof SiteLabels & `theme${string}`, string][] = [
  ["system", "themeSystem", "M5 4h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2ZM8 20h8M12 16v4"],
  [
    "light",
    "themeLight",
    "M8 12a4 4 0 1 0 8 0 4 4 0 1 0-8 0M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  ],
  ["dark", "themeDark", "M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z"],
];

/**
 * The navbar's theme button: each press moves on from following the device to light, to dark, and back. Its icon and
 * name show the current choice through CSS (global.css), from the attribute the head script sets before the first
 * paint, so the button is right from the first frame; without scripts it is not shown.
 */
export function ThemeToggle() {
  const labels = useLabels();
  return (
    <button
      type="button"
      className="theme-toggle size-10 items-center justify-center rounded-full border border-line text-muted transition-colors hover:border-accent hover:text-fg"
      onClick={() => chooseTheme(nextThemeChoice(document.documentElement.dataset.themeChoice))}
    >
      {STATES.map(([choice, name, icon]) => (
        <span key={choice} data-theme-state={choice} className="theme-state">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d={icon} />
          </svg>
          <span className="sr-only">{labels[name]}</span>
        </span>
      ))}
    </button>
  );
}
