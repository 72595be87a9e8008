import { PLACE_PARTS } from "../utils/owner-place";
import { countryName } from "./country-name";

/** The countries an owner can work in: ISO 3166-1's two-letter codes, as schema.org and JSON Resume write them. */
export const COUNTRY_CODES = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO " +
  "FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE " +
  "JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO " +
  "MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW " +
  "PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM " +
  "TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ") as [string, ...string[]];

/** Other names owners write for a country, beside its English name. */
const ALIASES: Record<string, string> = {
  usa: "US",
  "united states of america": "US",
  uk: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "great britain": "GB",
  uae: "AE",
  turkey: "TR",
  "czech republic": "CZ",
};
const key = (name: string) => name.trim().toLowerCase().replace(/&/g, "and");

/** Each country's code by its name in `language` ("germany" → "DE"), made on first use. */
const byName = new Map<string, Map<string, string>>();
function codesNamedIn(language: string) {
  let codes = byName.get(language);
  if (!codes)
    byName.set(language, (codes = new Map(COUNTRY_CODES.map((code) => [key(countryName(code, language)), code]))));
  return codes;
}

/**
 * The country a place names at its end ("Berlin, Germany" → "DE"; "Berlin, Niemcy" on a Polish site), in English or
 * in the site's `language`; undefined when its last part is not a country's name ("Dubai (remote)").
 */
export function countryNamedIn(place: string, language = "en") {
  const last = key(place.split(PLACE_PARTS).at(-1) ?? "");
  return codesNamedIn("en").get(last) ?? ALIASES[last] ?? codesNamedIn(language).get(last);
}
