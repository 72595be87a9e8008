import { monthNamer } from "../content/site-locale";
import type { JsonResume } from "./json-resume";

/**
 * Every month the CV shows, as `language` writes it (CLDR's abbreviated month and year, through Intl): made at build
 * time, so that the page loads no locale data of the browser's. A year alone stays as it is.
 */
export function cvMonths({ work, education, certificates }: JsonResume, language: string): Record<string, string> {
  const named = monthNamer(language);
  const months = [
    ...[...work, ...education].flatMap(({ startDate, endDate }) => [startDate, endDate]),
    ...certificates.map(({ date }) => date),
  ].filter((month): month is string => month !== undefined);
  return Object.fromEntries(months.map((month) => [month, /^\d{4}-\d{2}$/.test(month) ? named(month) : month]));
}
