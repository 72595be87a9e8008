import { countryName } from "../content/country-name";
import { fillLabel, listText } from "../content/label-text";

/** How the CV writes dates and places, the same on the page, in the PDF and in its link preview. */

/** The fixed words the CV's dates are written with, and each month it shows as the site's language writes it. */
export interface CvDates {
  /** "{start} – {end}" and "Present" (content/labels.json). */
  period: string;
  present: string;
  /** "2021-03" → "Mar 2021" ("mar 2021" in Polish), made at build time (cv-months.ts). */
  months: Readonly<Record<string, string>>;
}

/** "2021-03" → "Mar 2021": dates on the CV are text, the way applicant-tracking systems read them. */
export const monthText = (month: string, { months }: Pick<CvDates, "months">) => months[month] ?? month;

/** "Mar 2021 – Dec 2022", "Jan 2022 – Present" while it goes on, and "Jun 2019" once for a job of one month. */
export function periodText(start: string, end: string | undefined, dates: CvDates) {
  if (start === end) return monthText(start, dates);
  return fillLabel(dates.period, { start: monthText(start, dates), end: end ? monthText(end, dates) : dates.present });
}

/** "Lisbon, Portugal": JSON Resume's city and country code, as a reader of the site's `language` writes them. */
export const placeText = (
  { city, countryCode }: { city?: string; countryCode: string },
  { language, listMore }: { language: string; listMore: string },
) =>
  listText(
    [city, countryName(countryCode, language)].filter((part): part is string => Boolean(part)),
    listMore,
  );

/** The labels the CV uses: its headings and the words around its content, on the page, in the PDF and its preview. */
const CV_LABELS = [
  "experience",
  "skills",
  "projects",
  "education",
  "certificates",
  "languages",
  "period",
  "present",
  "jobTitle",
  "study",
  "builtWith",
  "listMore",
  "curriculumVitae",
  "cv",
  "cvOf",
  "pdfTitle",
  "pdfCaseStudy",
  "pdfCaseStudyOf",
  "pdfEmail",
  "pdfWebsite",
  "pdfProfile",
] as const;
type CvLabels = Record<(typeof CV_LABELS)[number], string>;

/** How the CV names a job: its position and its company, as the site's language joins them. */
export const jobTitle = (job: { position: string; name: string }, words: Pick<CvLabels, "jobTitle">) =>
  fillLabel(words.jobTitle, { position: job.position, company: job.name });

/** Everything the CV says that the owner did not write, in the site's language, with the months it shows. */
export type CvWords = CvLabels & CvDates & { language: string };

/** The CV's words out of all the labels: only these key its PDF and its preview, which a label elsewhere leaves be. */
export const cvWords = (labels: CvLabels, months: CvDates["months"], language: string): CvWords => ({
  ...(Object.fromEntries(CV_LABELS.map((key) => [key, labels[key]])) as CvLabels),
  months,
  language,
});
