import { countryName } from "../content/country-name";

/** How the CV writes dates and places, the same on the page and in the PDF. */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2021-03" → "Mar 2021": dates on the CV are text, the way applicant-tracking systems read them. */
export function monthText(month: string): string {
  const [year, number] = month.split("-");
  return number ? `${MONTHS[Number(number) - 1]} ${year}` : year;
}

/** "Mar 2021 – Dec 2022", or "Jan 2022 – Present" while it goes on. */
export const periodText = (start: string, end?: string) => `${monthText(start)} – ${end ? monthText(end) : "Present"}`;

/** "Lisbon, Portugal": JSON Resume's city and country code, as a reader writes them. */
export const placeText = ({ city, countryCode }: { city?: string; countryCode: string }) =>
  [city, countryName(countryCode)].filter(Boolean).join(", ");
