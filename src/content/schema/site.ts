import { z } from "zod";
import { COUNTRY_CODES, countryNamedIn } from "../countries";
import { countryName } from "../country-name";
import { DEFAULT_LANGUAGE } from "../language-direction";
import type { ObjectCollection } from "./collection";
import {
  type ContentChecks,
  drawn,
  email,
  entry,
  expected,
  file,
  list,
  origin,
  sharedText,
  TEXT_MAX,
  text,
} from "./fields";
import { languageTag, otherLanguage } from "./language";

/** The site's language as the check may use it: a tag Intl knows (a wrong one is reported on its own field), or English. */
const languageOf = (language: unknown) => {
  try {
    return typeof language === "string" ? Intl.getCanonicalLocales(language)[0]! : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
};

/** Fields site.json once had, and where what they held is written now. */
const MOVED = {
  githubUrl: 'list the profile in social-links.json, with "inContact": true to show it in the contact section',
  linkedinUrl: 'list the profile in social-links.json, with "inContact": true to show it in the contact section',
};

/** The owner's details, whose country, where `location` names one, must be `countryCode`'s. */
const located = <Shape extends z.ZodRawShape>(shape: Shape) =>
  entry(shape, MOVED).refine(
    ({ location, countryCode, language }: { location?: unknown; countryCode?: unknown; language?: unknown }) => {
      const named = typeof location === "string" ? countryNamedIn(location, languageOf(language)) : undefined;
      return named === undefined || named === countryCode;
    },
    {
      error: (issue) => {
        const { location, countryCode, language } = issue.input as Record<string, string>;
        const named = countryNamedIn(location!, languageOf(language))!;
        return `is "${countryCode}" (${countryName(countryCode!, "en")}), but "location" names ${countryName(named, "en")}: make it "${named}", or change "location"`;
      },
      path: ["countryCode"],
    },
  );

/** site.json: the owner and the site. */
export const siteCollection = (checks: ContentChecks) =>
  ({
    shape: "object",
    description: "The owner and the site: names, links, the hero video and the contact form's keys.",
    entry: located({
      name: drawn(checks, "The owner's full name: the page titles, the footer and search results.", TEXT_MAX.label),
      shortName: text("The name in the navbar's logo.", 16),
      role: drawn(
        checks,
        'The owner\'s role, in the page titles and search results ("Full-Stack Developer").',
        TEXT_MAX.label,
      ),
      intro: text("The line under the hero's headline on /.", TEXT_MAX.sentence),
      projectsIntro: text(
        "The text under the heading on /projects, and that page's description for search engines and link previews.",
        TEXT_MAX.sentence,
      ),
      description: drawn(
        checks,
        "What search engines and link previews show under the title (about 150 characters).",
        TEXT_MAX.sentence,
      ),
      location: drawn(
        checks,
        'Where the owner works, the city first, in the contact section and on the CV ("Lisbon, Portugal").',
        TEXT_MAX.title,
      ),
      countryCode: z
        .enum(COUNTRY_CODES, {
          error: expected('a country\'s two-letter code (ISO 3166-1) in capitals, like "PT" for Portugal'),
        })
        .describe(
          'The country the owner works in, as its two-letter code ("PT" for Portugal): the address search engines and the CV\'s JSON Resume give.',
        ),
      email: email("The owner's email address, in the contact section and the bot check's fallback."),
      siteUrl: origin(
        'Where the site is published ("https://example.com"): canonical links, the sitemap and robots.txt.',
      ),
      heroVideoWebm: file(checks, "webm", "The hero video as WebM."),
      heroVideoMp4: file(checks, "mp4", "The hero video as MP4 (played first: Safari needs it)."),
      heroVideoPoster: file(
        checks,
        "image",
        "The still shown before the hero video plays, and instead of it with reduced motion.",
      ),
      heroVideoDescription: text(
        'What the hero video shows, read by screen readers ("Screen recording: a code editor typing out a component").',
        TEXT_MAX.sentence,
      ),
      icon: file(
        checks,
        "icon",
        "The site's icon: the browser tab's and the phone's home screen (the web app manifest's icons are made from it). Square; an SVG, or at least 512 px wide.",
      ),
      language: languageTag(
        'Optional: the language the site is written in, "en" (English) when left out. It is the pages\' language for browsers, screen readers and search engines, and sets the direction of the page (right to left for Arabic, Urdu, Persian and Hebrew).',
      ).optional(),
      otherLanguages: list(
        otherLanguage,
        "languages",
        "Optional: texts in another language than the site's (\"改善ボード\", a Japanese client's product on a Polish site), so that screen readers pronounce them, and the CV's PDF and the share images draw them, in their own language.",
      ).optional(),
      theme: z
        .enum(["system", "dark", "light"], { error: expected('"system", "dark" or "light"') })
        .describe(
          'The colours a visitor sees until they choose with the navbar\'s button: "system" follows their device\'s light or dark setting; "dark" or "light" is the same for everyone.',
        ),
      turnstileSiteKey: sharedText("Cloudflare Turnstile's site key for the contact form's bot check.", TEXT_MAX.title),
      emailjsPublicKey: sharedText("EmailJS's public key, which sends the contact form.", TEXT_MAX.title),
      emailjsServiceId: sharedText("EmailJS's service id.", TEXT_MAX.title),
      emailjsTemplateId: sharedText("EmailJS's template id.", TEXT_MAX.title),
    }),
  }) satisfies ObjectCollection;
