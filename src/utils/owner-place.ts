import { countryName } from "../content/country-name";

/** What separates a place's parts: a comma, in Latin, Arabic and Urdu, Chinese and Japanese. */
export const PLACE_PARTS = /[,،、，]/;

/**
 * The city and country of content/site.json, as schema.org and JSON Resume want them: the city is the first part of
 * `location` ("Lisbon" of "Lisbon, Portugal"), unless all it names is the country, in English or in the site's
 * `language`; the country has its own field.
 */
export function ownerPlace({
  location,
  countryCode,
  language,
}: {
  location: string;
  countryCode: string;
  language: string;
}) {
  const city = location.split(PLACE_PARTS)[0]!.trim();
  const onlyTheCountry =
    !PLACE_PARTS.test(location) &&
    [...new Set(["en", language])].some(
      (named) => city.toLowerCase() === countryName(countryCode, named).toLowerCase(),
    );
  return onlyTheCountry ? { countryCode } : { city, countryCode };
}
