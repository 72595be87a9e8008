import { countryName } from "../content/country-name";

/**
 * The city and country of content/site.json, as schema.org and JSON Resume want them: the city is the first part of
 * `location` ("Lisbon" of "Lisbon, Portugal"), unless all it names is the country; the country has its own field.
 */
export function ownerPlace({ location, countryCode }: { location: string; countryCode: string }) {
  const city = location.split(",")[0]!.trim();
  const onlyTheCountry = !location.includes(",") && city.toLowerCase() === countryName(countryCode).toLowerCase();
  return onlyTheCountry ? { countryCode } : { city, countryCode };
}
