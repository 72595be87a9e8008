/** Phrases in another language than the site's, as site.json's `otherLanguages` lists them. */
export interface OtherLanguage {
  language: string;
  phrases: readonly string[];
}

/** A piece of a text in one language. */
export interface LanguageRun {
  text: string;
  /** A BCP 47 tag. */
  lang: string;
}

/**
 * `text` cut where a phrase of `others` starts or ends, each piece with its language; the rest is in `siteLanguage`.
 * Where phrases overlap, the one that starts first wins, and of those the longest.
 */
export function languageRuns(
  text: string,
  siteLanguage: string,
  others: readonly OtherLanguage[] | null | undefined,
): LanguageRun[] {
  const phrases = (others ?? [])
    .flatMap(({ language, phrases }) => phrases.map((phrase) => ({ phrase, language })))
    .filter(({ phrase, language }) => phrase !== "" && language !== siteLanguage)
    .sort((a, b) => b.phrase.length - a.phrase.length);
  const runs: LanguageRun[] = [];
  const push = (piece: string, lang: string) => {
    if (piece === "") return;
    const last = runs.at(-1);
    if (last?.lang === lang) last.text += piece;
    else runs.push({ text: piece, lang });
  };
  let at = 0;
  while (at < text.length) {
    let next: { index: number; phrase: string; language: string } | undefined;
    for (const { phrase, language } of phrases) {
      const index = text.indexOf(phrase, at);
      if (index !== -1 && (next === undefined || index < next.index)) next = { index, phrase, language };
    }
    if (!next) break;
    push(text.slice(at, next.index), siteLanguage);
    push(next.phrase, next.language);
    at = next.index + next.phrase.length;
  }
  push(text.slice(at), siteLanguage);
  return runs;
}
