import type { MouseEvent } from "react";
import { fillLabel } from "../content/label-text";
import { useLabels, usePageLanguage, useSite } from "../content/use-site";

/**
 * The section of the page the visitor is reading: the last whose top has passed the middle of the window, as "#id",
 * or "" above the first.
 */
function sectionInView(): string {
  const read = [...document.querySelectorAll<HTMLElement>("main section[id]")].filter(
    (section) => section.getBoundingClientRect().top <= innerHeight / 2,
  );
  const last = read.at(-1);
  return last && scrollY > 0 ? `#${last.id}` : "";
}

/** A link followed to the page in another language lands at the section the visitor is reading. */
const atTheSameSection = (event: MouseEvent<HTMLAnchorElement>) => {
  event.currentTarget.hash = sectionInView();
};

/** The pages in the site's other languages, each named in itself: real links, which work without scripts. */
export function LanguageLinks() {
  const { twins } = usePageLanguage();
  const { language } = useSite().locale;
  return (
    <ul>
      {twins
        .filter((twin) => twin.tag !== language)
        .map((twin) => (
          <li key={twin.tag}>
            <a href={twin.path} hrefLang={twin.tag} lang={twin.tag} onClick={atTheSameSection}>
              {twin.name}
            </a>
          </li>
        ))}
    </ul>
  );
}

/**
 * The navbar's language button, on a site in more than one language: a disclosure (<details>), which opens by keyboard
 * and screen reader with no script, its list the pages in the other languages.
 */
export function LanguageSwitcher() {
  const { twins } = usePageLanguage();
  const labels = useLabels();
  const { language } = useSite().locale;
  const own = twins.find((twin) => twin.tag === language);
  if (twins.length < 2 || !own) return null;
  return (
    <details className="language-switcher">
      <summary>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15.3 15.3 0 0 1 0 20M12 2a15.3 15.3 0 0 0 0 20" />
        </svg>
        {/* What it does, for screen readers; then its language's code, short enough beside the other buttons on a phone,
            and in its name too, so that a visitor who speaks to the page can say what it shows. */}
        <span className="sr-only">{fillLabel(labels.chooseLanguage, { language: own.name })} </span>
        {own.tag.split("-")[0]!.toUpperCase()}
      </summary>
      <LanguageLinks />
    </details>
  );
}
