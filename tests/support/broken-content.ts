import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { ContentSource } from "../../src/content/check-content";
import { contentSet, type ContentSet } from "../../src/content/content-arbitrary";
import { COUNTER_MAX, PAGE_ROUTES, SECTION_ANCHORS } from "../../src/content/content-schema";
import { undrawableBy } from "../../src/content/drawable-text";
import { extension } from "../../src/content/schema/fields";
import { FILE_POOL } from "./content-sets";

/** A valid content set with every optional part and several entries in every list, to break one thing at a time. */
export const BASE = contentSet(FILE_POOL, "largest", 58);

type Json = Record<string, unknown> & Record<number, Record<string, unknown>>;
const base = <F extends keyof ContentSet>(file: F) => BASE[file] as Json;
const at = (file: keyof ContentSet, index: number, field: string) =>
  JSON.stringify((base(file)[index] as Record<string, unknown>)[field]);

/**
 * The content check's reading of a content set, with the files FILE_POOL names and the build's fonts; `raw` holds
 * files as saved, `files` the only files it opens.
 */
export const sourceOf = (
  set: Record<string, unknown>,
  raw: Record<string, string | Uint8Array> = {},
  files: Record<string, Uint8Array> = {},
): ContentSource => ({
  read: (name) => raw[name] ?? (name in set ? JSON.stringify(set[name], null, 2) : undefined),
  exists: (file) => file in files || Object.values(FILE_POOL).some((pool) => pool.includes(file)),
  files: () => [...Object.values(FILE_POOL).flat(), ...Object.keys(files)].map((file) => file.slice(2)),
  undrawable: undrawableBy(process.cwd()),
  bytes: (file) => Promise.resolve(files[file]),
});

export interface BrokenCase {
  /** The file changed, and how (in place, on a copy of BASE's file). */
  file: keyof ContentSet;
  break?: (content: Json) => void;
  /** The file as the owner's editor saved it, in place of its JSON. */
  saved?: (json: string) => string | Uint8Array;
  /** Files the content points to that the build cannot use, made at test time. */
  files?: Record<string, () => Promise<Uint8Array>>;
  /** The one message the content check gives. */
  message: string;
  /** Whether the editor's JSON Schema sees it too: it cannot know which files exist, or that ids are unique. */
  schemaSees: boolean;
}

/** The links the navbar may hold, as the check lists them. */
const NAV_LINKS = [...SECTION_ANCHORS.map((id) => `#${id}`), ...PAGE_ROUTES].map((link) => `"${link}"`).join(", ");
const project = (n: number) => `content/projects.json › entry ${n + 1} (id ${at("projects.json", n, "id")})`;

/** A whole video of each container, kept here (not content/'s, which the owner may replace). */
const wholeVideo = (name: string) => fs.readFileSync(path.join(__dirname, "files", name));
const cutShort = (bytes: Uint8Array) => bytes.subarray(0, Math.floor(bytes.length / 2));
/** A photo-like JPEG: noise, so that its half ends inside the pixels. */
const photo = () =>
  sharp({
    create: {
      width: 160,
      height: 100,
      channels: 3,
      background: "#336",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
/**
 * A file as saved with its `nth` (from 0) `key` at `indent` written again above the old one, as an owner edits: its text,
 * and the lines of both.
 */
function writtenTwice(file: keyof ContentSet, key: string, indent: number, nth: number, value: string) {
  const json = JSON.stringify(BASE[file], null, 2);
  const field = `\n${" ".repeat(indent)}"${key}": `;
  let old = -1;
  for (let i = 0; i <= nth; i++) old = json.indexOf(field, old + 1);
  const text = `${json.slice(0, old)}${field}${JSON.stringify(value)},${json.slice(old)}`;
  const line = json.slice(0, old).split("\n").length + 1;
  return { text, lines: [line, line + 1] };
}
const ROLE_TWICE = writtenTwice("projects.json", "role", 4, 1, "Lead designer");
const POSITION_TWICE = writtenTwice("resume.json", "position", 6, 1, "Junior developer");
const twice = ({ lines }: { lines: number[] }) =>
  `is written twice in one entry, at lines ${lines.join(" and ")}; the site reads only the last, at line ${lines[1]}, so an edit to the other never shows: keep one`;
/** The first bytes of an iPhone's photo (HEIC): an ISO media file of the "heic" brand. */
const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
  Buffer.alloc(64, 7),
]);
/** A name macOS gives a screenshot, with the narrow no-break space before "AM", as FILE_POOL has it. */
const SCREENSHOT = "./images/Screenshot 2026-03-01 at 10.15.32\u202fAM.png";
/** The second project's screenshot, as BASE names it. */
const SHOT_1 = (base("projects.json")[1] as { image: string }).image;
const NFD_NAME = "./images/Marktplatz U\u0308bersicht (final).webp";
const NEAR = (named: string, said: string, aMac = false) =>
  `which does not exist in content/; a file named ${named} exists; ${said}, and Netlify's disk tells them apart` +
  `${aMac ? " (a Mac's does not)" : ""}: write the path as the file is named, or rename the file`;

const WEB_PAGE =
  '<!DOCTYPE html>\n<html lang="en"><head><title>Kestrel</title></head><body><img src="logo.svg"></body></html>';
const AGAIN = "copy or export it again";

/** One mistake an owner could make in each way the check knows, with what it says. */
export const BROKEN: Record<string, BrokenCase> = {
  "a missing field": {
    file: "projects.json",
    break: (projects) => delete projects[1]!.liveLink,
    message: `${project(1)} › field "liveLink": is required but missing`,
    schemaSees: true,
  },
  "a misspelt field": {
    file: "projects.json",
    break: (projects) => {
      projects[0]!.livelink = projects[0]!.liveLink;
      delete projects[0]!.liveLink;
    },
    message: `${project(0)} › field "liveLink": is required but missing\n${project(0)}: has "livelink", which the site does not use (a typo?)`,
    schemaSees: true,
  },
  "a number as text": {
    file: "stats.json",
    break: (stats) => void (stats[2]!.value = "30"),
    message: `content/stats.json › entry 3 (label ${at("stats.json", 2, "label")}) › field "value": must be a whole number, got "30"`,
    schemaSees: true,
  },
  "a counter that is not a whole number": {
    file: "stats.json",
    break: (stats) => void (stats[0]!.value = COUNTER_MAX + 1),
    message: `content/stats.json › entry 1 (label ${at("stats.json", 0, "label")}) › field "value": must be a whole number up to ${COUNTER_MAX}, got ${COUNTER_MAX + 1}`,
    schemaSees: true,
  },
  "an image that is not there": {
    file: "skills.json",
    break: (skills) => void (skills[3]!.imgPath = "./icons/desing.svg"),
    message: `content/skills.json › entry 4 (name ${at("skills.json", 3, "name")}) › field "imgPath": points to ./icons/desing.svg, which does not exist in content/`,
    schemaSees: false,
  },
  "a screenshot the build cannot resize": {
    file: "projects.json",
    break: (projects) => void (projects[0]!.image = "./icons/mark.svg"),
    message: `${project(0)} › field "image": must be a JPEG, PNG, WebP or AVIF image (.jpg, .jpeg, .png, .webp, .avif), got "./icons/mark.svg"`,
    schemaSees: false,
  },
  "a nested entry's missing icon": {
    file: "projects.json",
    break: (projects) => void ((projects[0]!.technologies as Json)[2]!.icon = "./icons/tailwindcss.svg"),
    message: `${project(0)}, technologies[2] › field "icon": points to ./icons/tailwindcss.svg, which does not exist in content/`,
    schemaSees: false,
  },
  "a link without its scheme": {
    file: "social-links.json",
    break: (links) => void (links[0]!.link = "instagram.com/hamza.codes"),
    message: `content/social-links.json › entry 1 (name ${at("social-links.json", 0, "name")}) › field "link": must be a full http(s) URL, got "instagram.com/hamza.codes"`,
    schemaSees: true,
  },
  "a site address with a path": {
    file: "site.json",
    break: (site) => void (site.siteUrl = "https://example.com/portfolio"),
    message: `content/site.json › field "siteUrl": must be the site's address alone, with no path or "/" at its end, like "https://example.com", got "https://example.com/portfolio"`,
    schemaSees: false,
  },
  "a duplicate id": {
    file: "projects.json",
    break: (projects) => void (projects[3]!.id = projects[1]!.id),
    message: `${project(1).replace("entry 2", "entry 4")} › field "id": duplicates entry 2; each id must be unique`,
    schemaSees: false,
  },
  "a duplicate slug": {
    file: "projects.json",
    break: (projects) => void (projects[2]!.slug = projects[0]!.slug),
    message: `${project(2)} › field "slug": duplicates entry 1; each slug must be unique`,
    schemaSees: false,
  },
  "a slug with spaces": {
    file: "projects.json",
    break: (projects) => void (projects[1]!.slug = "Multi Vendor Marketplace"),
    message: `${project(1)} › field "slug": must be a URL slug of lower-case letters, digits and single hyphens, like "ai-resume-analyzer", got "Multi Vendor Marketplace"`,
    schemaSees: true,
  },
  "a nav link to no section": {
    file: "nav-items.json",
    break: (items) => void (items[0]!.link = "work"),
    message: `content/nav-items.json › entry 1 (name ${at("nav-items.json", 0, "name")}) › field "link": must be a section of / or a page: ${NAV_LINKS}, got "work"`,
    schemaSees: true,
  },
  "a theme that is none": {
    file: "site.json",
    break: (site) => void (site.theme = "blue"),
    message: `content/site.json › field "theme": must be "system", "dark" or "light", got "blue"`,
    schemaSees: true,
  },
  "a badge colour that is a class": {
    file: "projects.json",
    break: (projects) => void ((projects[0]!.technologies as Json)[0]!.color = "text-sky-300"),
    message: `${project(0)}, technologies[0] › field "color": must be "amber", "blue", "cyan", "emerald", "indigo", "lime", "orange", "rose", "sky", "violet", "zinc", got "text-sky-300"`,
    schemaSees: true,
  },
  "a month that is not one, and an end before the start": {
    file: "resume.json",
    break: (resume) => {
      (resume.work as Json)[1]!.startDate = "March 2020";
      Object.assign((resume.education as Json)[0]!, { startDate: "2019-09", endDate: "2015-06" });
    },
    message:
      'content/resume.json › work[1] › field "startDate": must be a month like "2021-03" (year, then month), got "March 2020"\n' +
      'content/resume.json › education[0] › field "endDate": ends before it starts',
    schemaSees: true,
  },
  "a name in a script no font of the PDF's holds": {
    file: "site.json",
    break: (site) => void (site.name = "Արամ Խաչատրյան"),
    message: `content/site.json › field "name": has "Ա" (U+0531, Armenian), "ր" (U+0580, Armenian), "ա" (U+0561, Armenian), "մ" (U+0574, Armenian), "Խ" (U+053D, Armenian) and 4 more such characters, which none of the fonts the CV's PDF and the share images are drawn in has: they would show there as empty boxes; write them another way`,
    schemaSees: false,
  },
  "a title with nothing visible": {
    file: "value-cards.json",
    break: (cards) => void (cards[0]!.title = "\u200b"),
    message: `content/value-cards.json › entry 1 (title "\u200b") › field "title": has nothing visible in it`,
    schemaSees: false,
  },
  "a line break": {
    file: "hero-words.json",
    break: (words) => void (words[0]!.text = "Ideas\nand more"),
    message: `content/hero-words.json › entry 1 (text "Ideas\\nand more") › field "text": has a control character (a line break, a tab) in it; write it as one line`,
    schemaSees: false,
  },
  "a text too long for its place": {
    file: "stats.json",
    break: (stats) => void (stats[0]!.suffix = "+ more"),
    message: `content/stats.json › entry 1 (label ${at("stats.json", 0, "label")}) › field "suffix": is 6 characters long; it must fit in 4`,
    schemaSees: true,
  },
  "a country by its name, not its code": {
    file: "site.json",
    break: (site) => void (site.countryCode = "Germany"),
    message: `content/site.json › field "countryCode": must be a country's two-letter code (ISO 3166-1) in capitals, like "PT" for Portugal, got "Germany"`,
    schemaSees: true,
  },
  "a move abroad that left the old country": {
    file: "site.json",
    break: (site) => Object.assign(site, { location: "Berlin, Germany", countryCode: "PK" }),
    message: `content/site.json › field "countryCode": is "PK" (Pakistan), but "location" names Germany: make it "DE", or change "location"`,
    schemaSees: false,
  },
  "a trailing comma": {
    file: "nav-items.json",
    saved: () => '[\n  { "name": "Work", "link": "#work" },\n]\n',
    message:
      "content/nav-items.json: is not valid JSON: at line 2, column 38, a comma after the last item of a list or an entry; remove it\n" +
      "      1 | [\n" +
      '    > 2 |   { "name": "Work", "link": "#work" },\n' +
      "        |                                      ^",
    schemaSees: false,
  },
  "a missing comma": {
    file: "nav-items.json",
    saved: () => '[\n  { "name": "Work" "link": "#work" }\n]\n',
    message:
      "content/nav-items.json: is not valid JSON: at line 2, column 20, a comma is missing before this\n" +
      "      1 | [\n" +
      '    > 2 |   { "name": "Work" "link": "#work" }\n' +
      "        |                    ^",
    schemaSees: false,
  },
  "a file saved empty": {
    file: "feature-cards.json",
    saved: () => "",
    message: "content/feature-cards.json: is empty; it must hold JSON",
    schemaSees: false,
  },
  "a byte-order mark": {
    file: "roles.json",
    saved: (json) => `\uFEFF${json}`,
    message:
      'content/roles.json: starts with a byte-order mark, an invisible character that Notepad and some editors put first and that the build cannot read; save it as "UTF-8" without BOM (in VS Code: click "UTF-8 with BOM" in the status bar, "Save with Encoding", "UTF-8"; in Notepad: Save as, Encoding "UTF-8")',
    schemaSees: false,
  },
  "a file saved as Latin-1": {
    file: "stats.json",
    saved: () => Buffer.from('[\n  { "value": 12, "label": "Kunden in Düsseldorf" }\n]\n', "latin1"),
    message:
      'content/stats.json: is not saved as UTF-8, the encoding the site reads: at line 2, column 39, a character is in another encoding (shown as "\uFFFD"; older Windows editors save Latin-1 or Windows-1252). Open it in that encoding and save it as UTF-8 (in VS Code: click the encoding in the status bar, "Reopen with Encoding", "Western (Windows 1252)", then "Save with Encoding", "UTF-8")\n' +
      "      1 | [\n" +
      '    > 2 |   { "value": 12, "label": "Kunden in D\uFFFDsseldorf" }\n' +
      "        |                                       ^",
    schemaSees: false,
  },
  "a screenshot cut short": {
    file: "projects.json",
    break: (projects) => void (projects[1]!.image = "./images/cut.jpg"),
    files: { "./images/cut.jpg": async () => cutShort(await photo()) },
    message: `${project(1)} › field "image": points to ./images/cut.jpg, which cannot be opened as an image: it is cut short or damaged (VipsJpeg: premature end of JPEG image); ${AGAIN}`,
    schemaSees: false,
  },
  "an empty icon": {
    file: "skills.json",
    break: (skills) => void (skills[0]!.imgPath = "./icons/empty.svg"),
    files: { "./icons/empty.svg": () => Promise.resolve(new Uint8Array()) },
    message: `content/skills.json › entry 1 (name ${at("skills.json", 0, "name")}) › field "imgPath": points to ./icons/empty.svg, which is empty (0 bytes); ${AGAIN}`,
    schemaSees: false,
  },
  "a web page saved as an icon": {
    file: "client-logos.json",
    break: (logos) => {
      logos[0]!.imgPath = "./icons/kestrel.svg";
      logos[1]!.imgPath = "./icons/kestrel.png";
    },
    files: {
      "./icons/kestrel.svg": () => Promise.resolve(Buffer.from(WEB_PAGE)),
      "./icons/kestrel.png": () => Promise.resolve(Buffer.from(WEB_PAGE)),
    },
    message: [0, 1]
      .map(
        (n) =>
          `content/client-logos.json › entry ${n + 1} (name ${at("client-logos.json", n, "name")}) › field "imgPath": points to ./icons/kestrel.${n ? "png" : "svg"}, which is a web page (HTML) saved under an image's name, not the image itself; save the image (in the browser: right-click it, "Save image as…")`,
      )
      .join("\n"),
    schemaSees: false,
  },
  "an image under another format's name": {
    file: "tech-icons.json",
    break: (icons) => void (icons[0]!.imgPath = "./icons/logo-png.jpg"),
    files: {
      "./icons/logo-png.jpg": () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: "#123" } })
          .png()
          .toBuffer(),
    },
    message: `content/tech-icons.json › entry 1 (name ${at("tech-icons.json", 0, "name")}) › field "imgPath": points to ./icons/logo-png.jpg, which is a PNG image, but its name ends in .jpg; rename it to .png (and the path here), or export it as .jpg`,
    schemaSees: false,
  },
  "a video cut short": {
    file: "site.json",
    break: (site) => {
      site.heroVideoMp4 = "./video/cut.mp4";
      site.heroVideoWebm = "./video/cut.webm";
    },
    files: {
      "./video/cut.mp4": () => Promise.resolve(cutShort(wholeVideo("other-owner.mp4"))),
      "./video/cut.webm": () => Promise.resolve(cutShort(wholeVideo("other-owner.webm"))),
    },
    message: ["heroVideoWebm", "heroVideoMp4"]
      .map(
        (field) =>
          `content/site.json › field "${field}": points to ./video/cut.${field === "heroVideoMp4" ? "mp4" : "webm"}, which is cut short (an interrupted copy?); ${AGAIN}`,
      )
      .join("\n"),
    schemaSees: false,
  },
  "a profile left in site.json": {
    file: "site.json",
    break: (site) =>
      Object.assign(site, { githubUrl: "https://github.com/ada", linkedinUrl: "https://linkedin.com/in/ada" }),
    message:
      'content/site.json: has "githubUrl", "linkedinUrl", which it no longer reads: list the profile in social-links.json, with "inContact": true to show it in the contact section',
    schemaSees: true,
  },
  // Names as owners write them that name no file, and files the build cannot read.
  "a path that leads out of content/": {
    file: "projects.json",
    break: (projects) => void (projects[2]!.image = "./images/../../shot.png"),
    message: `${project(2)} › field "image": must be a path to a file inside content/, got "./images/../../shot.png", which leads out of it`,
    schemaSees: false,
  },
  "a name in another case than the file's": {
    file: "projects.json",
    break: (projects) => void (projects[1]!.image = "./images/Landscape.JPG"),
    message: `${project(1)} › field "image": points to ./images/Landscape.JPG, ${NEAR("./images/landscape.jpg", "the names differ in case", true)}`,
    schemaSees: false,
  },
  "a plain space where macOS wrote a narrow no-break space": {
    file: "projects.json",
    break: (projects) => void (projects[0]!.image = SCREENSHOT.replace("\u202f", " ")),
    message: `${project(0)} › field "image": points to ${SCREENSHOT.replace("\u202f", " ")}, ${NEAR(SCREENSHOT, "the file's name has a narrow no-break space (U+202F, which macOS puts before \"AM\" in a screenshot's name) where the path has a plain space")}`,
    schemaSees: false,
  },
  "an accent typed where the file's name has it apart": {
    file: "site.json",
    break: (site) => void (site.heroVideoPoster = NFD_NAME.normalize("NFC")),
    message: `content/site.json › field "heroVideoPoster": points to ${NFD_NAME.normalize("NFC")}, ${NEAR(NFD_NAME, 'the path and the file\'s name write "Ü" differently, which looks the same: one as a single letter, the other as "U" followed by an accent mark of its own (as macOS names files)', true)}`,
    schemaSees: false,
  },
  "a hyphen typed where the file's name has an en dash": {
    file: "skills.json",
    break: (skills) => void (skills[0]!.imgPath = "./icons/Logo - dark.svg"),
    files: {
      "./icons/Logo – dark.svg": () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    },
    message: `content/skills.json › entry 1 (name ${at("skills.json", 0, "name")}) › field "imgPath": points to ./icons/Logo - dark.svg, ${NEAR("./icons/Logo – dark.svg", 'the file\'s name has an en dash "–" (U+2013) where the path has "-"')}`,
    schemaSees: false,
  },
  "a path written as Windows writes it": {
    file: "skills.json",
    break: (skills) => void (skills[1]!.imgPath = ".\\icons\\mark.svg"),
    message: `content/skills.json › entry 2 (name ${at("skills.json", 1, "name")}) › field "imgPath": must be a path inside content/ that starts with "./", got ".\\\\icons\\\\mark.svg"; write "/" between folders, not "\\"`,
    schemaSees: true,
  },
  "a space typed after the extension": {
    file: "projects.json",
    break: (projects) => void (projects[1]!.image = `${SHOT_1} `),
    message: `${project(1)} › field "image": must be a JPEG, PNG, WebP or AVIF image (.jpg, .jpeg, .png, .webp, .avif), got ${JSON.stringify(`${SHOT_1} `)}, which has a space after ".${extension(SHOT_1)}": remove it`,
    schemaSees: false,
  },
  "a GIF under a PNG's name": {
    file: "tech-icons.json",
    break: (icons) => void (icons[1]!.imgPath = "./icons/spinner.png"),
    files: {
      "./icons/spinner.png": () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: "#123" } })
          .gif()
          .toBuffer(),
    },
    message: `content/tech-icons.json › entry 2 (name ${at("tech-icons.json", 1, "name")}) › field "imgPath": points to ./icons/spinner.png, which is a GIF image, a format the site does not take; export it as JPEG, PNG or WebP`,
    schemaSees: false,
  },
  "a field written twice in one entry": {
    file: "projects.json",
    saved: () => ROLE_TWICE.text,
    message: `${project(1)} › field "role": ${twice(ROLE_TWICE)}`,
    schemaSees: false,
  },
  "a field written twice deeper down": {
    file: "resume.json",
    saved: () => POSITION_TWICE.text,
    message: `content/resume.json › work[1] › field "position": ${twice(POSITION_TWICE)}`,
    schemaSees: false,
  },
  "an iPhone photo under a .jpg name": {
    file: "projects.json",
    break: (projects) => void (projects[3]!.image = "./images/IMG_0042.jpg"),
    files: { "./images/IMG_0042.jpg": () => Promise.resolve(HEIC) },
    message: `${project(3)} › field "image": points to ./images/IMG_0042.jpg, which is a HEIC photo, the format an iPhone takes pictures in, under a .jpg name; the build cannot read HEIC: export it as JPEG (on a Mac: open it in Preview, File › Export…, Format "JPEG"; on the iPhone, Settings › Camera › Formats › "Most Compatible" takes JPEG from then on)`,
    schemaSees: false,
  },
  "an iPhone photo named as one": {
    file: "projects.json",
    break: (projects) => void (projects[3]!.image = "./images/IMG_0042.HEIC"),
    message: `${project(3)} › field "image": must be a JPEG, PNG, WebP or AVIF image (.jpg, .jpeg, .png, .webp, .avif), got "./images/IMG_0042.HEIC"; export the picture as one of those`,
    schemaSees: false,
  },
  "a Photoshop file and a PDF under a picture's name": {
    file: "roles.json",
    break: (roles) => {
      roles[0]!.imgPath = "./icons/role.png";
      roles[1]!.imgPath = "./icons/role.jpg";
    },
    files: {
      "./icons/role.png": () => Promise.resolve(Buffer.from("8BPS\0\x01\0\0\0\0\0\0\0\x03", "latin1")),
      "./icons/role.jpg": () => Promise.resolve(Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n", "latin1")),
    },
    message:
      `content/roles.json › entry 1 (name ${at("roles.json", 0, "name")}) › field "imgPath": points to ./icons/role.png, which is a Photoshop document (PSD), not a picture the build can read; export it as JPEG, PNG or WebP (in Photoshop: File › Export › Export As…)\n` +
      `content/roles.json › entry 2 (name ${at("roles.json", 1, "name")}) › field "imgPath": points to ./icons/role.jpg, which is a PDF document, not a picture; export the page as PNG or JPEG (on a Mac: open it in Preview, File › Export…, Format "PNG")`,
    schemaSees: false,
  },
};

/** BASE with one case's mistake made in its JSON. */
export function broken(name: string): Record<string, unknown> {
  const { file, break: mistake } = BROKEN[name]!;
  const copy = structuredClone(BASE[file]) as Json;
  mistake?.(copy);
  return { ...BASE, [file]: copy };
}

/** The content check's reading of BASE with one case's mistake made in it: its JSON, its file as saved, its files. */
export async function brokenSource(name: string): Promise<ContentSource> {
  const { file, saved, files = {} } = BROKEN[name]!;
  const set = broken(name);
  const raw = saved ? { [file]: saved(JSON.stringify(set[file], null, 2)) } : {};
  const made = await Promise.all(Object.entries(files).map(async ([at, make]) => [at, await make()] as const));
  return sourceOf(set, raw, Object.fromEntries(made));
}
