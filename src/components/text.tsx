import { languageRuns } from "../content/language-of-parts";
import { useSite } from "../content/use-site";

/**
 * A text of the owner's, as written, each phrase that site.json's `otherLanguages` puts in another language wrapped in
 * a span with its `lang` (WCAG 3.1.2, language of parts), so that screen readers pronounce it in its own language
 * and the browser hyphenates and shapes it as that language does. A text with no such phrase is the text alone.
 */
export function Text({ children }: { children: string }) {
  const { locale, otherLanguages } = useSite();
  if (!otherLanguages?.length) return children;
  const runs = languageRuns(children, locale.language, otherLanguages);
  return runs.map(({ text, lang }, i) =>
    lang === locale.language ? (
      text
    ) : (
      <span key={i} lang={lang}>
        {text}
      </span>
    ),
  );
}
