/** The owner works in Pakistan; content/site.json's location names the city first ("Islamabad, Pakistan"). */
export const OWNER_COUNTRY_CODE = "PK";

/** The city and country code of content/site.json's location, as schema.org and JSON Resume want them. */
export const ownerPlace = (location: string) => ({
  city: location.split(",")[0].trim(),
  countryCode: OWNER_COUNTRY_CODE,
});
