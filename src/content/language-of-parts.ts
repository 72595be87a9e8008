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
 * A text with each line or paragraph separator (U+2028, U+2029) as the space a page shows it as, and as the PDF and
 * the share images draw it: one UTF-16 unit for another, so that every index into the text stays as it was.
 */
export const separatorsAsSpaces = (text: string) => text.replace(/[\u2028\u2029]/g, " ");

/**
 * `text` cut where a phrase of `others` starts or ends, each piece with its language; the rest is in `siteLanguage`.
 * Where phrases overlap, the one that starts first wins, and of those the longest. A line separator in a phrase
 * matches a space in the text and the other way round: the PDF draws one as the other, and the pieces keep the text's.
 */
export function languageRuns(
  text: string,
  siteLanguage: string,
  others: readonly OtherLanguage[] | null | undefined,
): LanguageRun[] {
  const phrases = (others ?? [])
    .flatMap(({ language, phrases }) => phrases.map((phrase) => ({ phrase, language })))
    .filter(({ phrase, language }) => phrase !== "" && language !== siteLanguage)
    .map(({ phrase, language }) => ({ phrase: separatorsAsSpaces(phrase), language }))
    .sort((a, b) => b.phrase.length - a.phrase.length);
  const searched = separatorsAsSpaces(text);
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
      const index = searched.indexOf(phrase, at);
      if (index !== -1 && (next === undefined || index < next.index)) next = { index, phrase, language };
    }
    if (!next) break;
    push(text.slice(at, next.index), siteLanguage);
    at = next.index + next.phrase.length;
    push(text.slice(next.index, at), next.language);
  }
  push(text.slice(at), siteLanguage);
  return runs;
}
