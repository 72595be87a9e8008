import type { PluralForms } from "../plural-label";
import { TEXT_MAX } from "./fields";

/** Where a fixed word is shown or said; the content tests look for it there. */
export type LabelPlace =
  | "every page"
  | "/"
  | "/projects/"
  | "case studies"
  | "/cv/"
  | "the 404 page"
  | "the CV's PDF"
  | "link previews"
  | "the contact form's alerts"
  | "the visitor's mail app";

/** The places whose texts the build draws itself with its own fonts. */
export const DRAWN_PLACES: readonly LabelPlace[] = ["the CV's PDF", "link previews"];

export interface LabelSpec {
  /** The English the site shows when labels.json leaves the label out. */
  english: string | PluralForms;
  /** What it is, for the owner's editor. */
  says: string;
  where: readonly LabelPlace[];
  /** What each placeholder is replaced by: every placeholder the English has, and only those. */
  fills?: Readonly<Record<string, string>>;
  /** Shown only in some states or with some content (a client, a next project, while sending). */
  sometimes?: true;
  /** The longest it may be, what its place holds on a phone: a heading's 100 characters when not given. */
  max?: number;
}

const EVERY = ["every page"] as const;
const HOME = ["/"] as const;
const CASE = ["case studies"] as const;
const CV = ["/cv/"] as const;
const NOT_FOUND = ["the 404 page"] as const;
const ALERT = ["the contact form's alerts"] as const;
/** The words on a button or a link. */
const BUTTON = TEXT_MAX.label;
/**
 * A label on one line beside others on a phone (the navbar's button, the email card's link): what a 360 px screen
 * holds there in any script, German's and Polish's longer words included ("Kontakt aufnehmen", "Skontaktuj się").
 */
const ROOM = 24;
const BY_TITLE = { title: "the project's title" };

/**
 * Every word the site shows or says that the owner did not write, in English. content/labels.json gives each in
 * the site's language; they are listed page by page.
 */
export const LABELS = {
  // Every page.
  skipLink: {
    english: "Skip to content",
    says: "The first link a keyboard reaches: it jumps past the navbar.",
    where: EVERY,
    max: BUTTON,
  },
  navigation: { english: "Main", says: "The navbar's name for screen readers.", where: EVERY },
  contactMe: { english: "Contact me", says: "The navbar's button to the contact form.", where: EVERY, max: ROOM },
  chooseLanguage: {
    english: "Language: {language}",
    says: "The name screen readers hear of the navbar's language button, on a site in more than one language.",
    where: EVERY,
    fills: { language: 'the page\'s language, named in itself ("Deutsch")' },
    sometimes: true,
  },
  themeSystem: {
    english: "Theme: as on this device",
    says: "The theme button's name while it follows the device's setting.",
    where: EVERY,
  },
  themeLight: {
    english: "Theme: light",
    says: "The theme button's name while the light theme is chosen.",
    where: EVERY,
  },
  themeDark: {
    english: "Theme: dark",
    says: "The theme button's name while the dark theme is chosen.",
    where: EVERY,
  },
  newTab: {
    english: "{link} (opens in a new tab)",
    says: "What screen readers hear of a link that opens in a new tab.",
    where: EVERY,
    fills: { link: "the link's own text" },
  },
  terms: { english: "Terms & Conditions", says: "The footer's first line.", where: EVERY },
  socialLinks: {
    english: "Social links",
    says: "The name of the footer's list of social links, for screen readers.",
    where: EVERY,
  },
  copyright: {
    english: "© {year} {name}. All rights reserved.",
    says: "The footer's last line.",
    where: EVERY,
    fills: { year: "the current year", name: 'your name (site.json\'s "name")' },
    max: TEXT_MAX.title,
  },
  listMore: {
    english: "{list}, {next}",
    says: "How a list goes on: the hero's rotating words read out, the technologies and skills on the CV.",
    where: ["/", "/cv/", "the CV's PDF"],
    sometimes: true,
    fills: { list: "the list so far", next: "its next entry" },
  },
  listLast: {
    english: "{list} and {next}",
    says: "How a list of the hero's rotating words ends, as screen readers hear it.",
    where: HOME,
    sometimes: true,
    fills: { list: "the words before the last", next: "the last word" },
  },
  // The home page.
  headlineStart: {
    english: "Shaping {words}",
    says: "The headline's first line, with the rotating words.",
    where: HOME,
    fills: { words: "the rotating words" },
  },
  headlineMiddle: { english: "into Real Projects", says: "The headline's second line.", where: HOME },
  headlineEnd: { english: "that Deliver Results", says: "The headline's third line.", where: HOME },
  seeMyWork: {
    english: "See My Work",
    says: "The hero's button, which scrolls to the counters.",
    where: HOME,
    max: BUTTON,
  },
  playVideo: {
    english: "Play the video",
    says: "The hero video's button while it is paused.",
    where: HOME,
    sometimes: true,
  },
  pauseVideo: {
    english: "Pause the video",
    says: "The hero video's button while it plays.",
    where: HOME,
    sometimes: true,
  },
  countersTitle: { english: "At a glance", says: "The counters' heading, for screen readers only.", where: HOME },
  showcaseEyebrow: { english: "Selected work", says: "The small line above the showcase's heading.", where: HOME },
  showcaseTitle: { english: "Projects Built to Deliver Results", says: "The showcase's heading.", where: HOME },
  liveLink: {
    english: "Live Link",
    says: "A project's link to the live app.",
    where: ["/", "/projects/", "case studies"],
    max: BUTTON,
  },
  githubRepo: {
    english: "GitHub Repo",
    says: "A project's link to its code.",
    where: ["/", "/projects/", "case studies"],
    max: BUTTON,
  },
  readCaseStudy: {
    english: "Read the case study",
    says: "A project card's link to its case study.",
    where: ["/", "/projects/"],
    max: BUTTON,
  },
  projectLink: {
    english: "{link}: {title}",
    says: "What screen readers hear of a project's link, which names the project.",
    where: ["/", "/projects/", "case studies"],
    fills: { link: "the link's text", ...BY_TITLE },
  },
  screenshotOf: {
    english: "Screenshot of {title}",
    says: "A project's screenshot, for screen readers.",
    where: ["/", "/projects/", "case studies"],
    fills: BY_TITLE,
  },
  viewAllProjects: {
    english: "View All Projects",
    says: "The showcase's link to /projects/.",
    where: HOME,
    max: BUTTON,
  },
  techTitle: { english: "Technologies I work with", says: "The technology strip's heading.", where: HOME },
  techList: { english: "Technologies", says: "The technology strip's name for screen readers.", where: HOME },
  pauseTechStrip: {
    english: "Pause the technologies strip",
    says: "The technology strip's button while it moves.",
    where: HOME,
    sometimes: true,
  },
  playTechStrip: {
    english: "Play the technologies strip",
    says: "The technology strip's button while it stands still.",
    where: HOME,
    sometimes: true,
  },
  clientsTitle: { english: "Trusted by teams at", says: "The client-logo strip's heading.", where: HOME },
  clientsList: { english: "Clients", says: "The client-logo strip's name for screen readers.", where: HOME },
  pauseClientsStrip: {
    english: "Pause the clients strip",
    says: "The client-logo strip's button while it moves.",
    where: HOME,
    sometimes: true,
  },
  playClientsStrip: {
    english: "Play the clients strip",
    says: "The client-logo strip's button while it stands still.",
    where: HOME,
    sometimes: true,
  },
  valuesEyebrow: { english: "Why work with me", says: "The small line above the value cards' heading.", where: HOME },
  valuesTitle: { english: "What You Can Count On", says: "The value cards' heading.", where: HOME },
  featuresTitle: {
    english: "What every project gets",
    says: "The feature cards' heading, for screen readers only.",
    where: HOME,
  },
  rolesEyebrow: { english: "Hire me as", says: "The small line above the roles' heading.", where: HOME },
  rolesTitle: { english: "Roles I Take On", says: "The roles' heading.", where: HOME },
  skillsTitle: { english: "How I Can Contribute & My Key Skills", says: "The skills section's heading.", where: HOME },
  skillsSubtitle: {
    english: "What I Bring to the Table",
    says: "The line under the skills section's heading.",
    where: HOME,
  },
  contactTitle: { english: "Get in Touch – Let’s Connect", says: "The contact section's heading.", where: HOME },
  contactSubtitle: {
    english: "Have questions or ideas? Let’s talk!",
    says: "The line under the contact section's heading.",
    where: HOME,
  },
  nameField: { english: "Your name", says: "The contact form's name field.", where: HOME },
  namePlaceholder: { english: "What’s your good name?", says: "The hint in the empty name field.", where: HOME },
  emailField: { english: "Your Email", says: "The contact form's email field.", where: HOME },
  emailPlaceholder: { english: "What’s your email address?", says: "The hint in the empty email field.", where: HOME },
  messageField: { english: "Your Message", says: "The contact form's message field.", where: HOME },
  messagePlaceholder: { english: "How can I help you?", says: "The hint in the empty message field.", where: HOME },
  send: { english: "Send Message", says: "The contact form's button.", where: HOME, max: BUTTON },
  sending: {
    english: "Sending...",
    says: "The contact form's button while it sends.",
    where: HOME,
    sometimes: true,
    max: BUTTON,
  },
  checkUnavailable: {
    english:
      "The spam check that protects this form could not load, so it cannot send right now. Your message is still here: please email it to me at {email}.",
    says: "What the form says when its bot check cannot load.",
    where: HOME,
    fills: { email: 'your email address (site.json\'s "email"), as a link' },
    sometimes: true,
    max: TEXT_MAX.sentence,
  },
  notSent: {
    english:
      "Sorry, your message was not sent: something went wrong on my side. It is still here, so you can try again, or email it to me at {email} (the link opens your mail app with your message in it).",
    says: "What the form says when a message could not be sent.",
    where: HOME,
    fills: { email: "your email address, as a link that carries the visitor's message" },
    sometimes: true,
    max: TEXT_MAX.sentence,
  },
  noToken: {
    english: "Please complete verification",
    says: "The alert when the bot check is not done yet.",
    where: ALERT,
    max: TEXT_MAX.sentence,
  },
  wait: {
    english: { other: "Please wait {seconds} seconds before trying again." },
    says: "The alert when a visitor sends again too soon, in a form for each plural category of the site's language (Polish: one, few, many, other).",
    where: ALERT,
    fills: { seconds: "how many seconds are left" },
    max: TEXT_MAX.sentence,
  },
  waitAFew: {
    english: "Please wait a few seconds before trying again.",
    says: "The alert when too many messages were sent and the server does not say for how long.",
    where: ALERT,
    max: TEXT_MAX.sentence,
  },
  sent: {
    english: "Message sent successfully!",
    says: "The alert once a message has gone.",
    where: ALERT,
    max: TEXT_MAX.sentence,
  },
  mailSubject: {
    english: "Message from {name}",
    says: "The subject of the email the form offers to write when it cannot send.",
    where: ["the visitor's mail app"],
    fills: { name: "the visitor's name" },
    max: TEXT_MAX.title,
  },
  mailSubjectNoName: {
    english: "Message from your website",
    says: "That subject when the visitor left their name out.",
    where: ["the visitor's mail app"],
    max: TEXT_MAX.title,
  },
  connectTitle: { english: "Connect with me", says: "The heading of the card beside the form.", where: HOME },
  connectSubtitle: { english: "Reach me directly through these channels", says: "The line under it.", where: HOME },
  emailChannel: {
    english: "Email",
    says: "The card's link to your email address, on one line beside it.",
    where: HOME,
    max: ROOM,
  },
  cvChannel: {
    english: "Read it, or download the PDF",
    says: "What the card says beside the link to the CV.",
    where: HOME,
  },
  currentLocation: {
    english: "Current Location",
    says: 'The heading over your location (site.json\'s "location").',
    where: HOME,
  },
  siteShareAlt: {
    english: "{name}, {role} in {location}",
    says: "What the link preview's picture of the home page shows, for screen readers.",
    where: ["/", "/projects/", "the 404 page"],
    fills: { name: "your name", role: "your role", location: "your location" },
    max: TEXT_MAX.title,
  },
  // /projects/.
  projectsPageTitle: {
    english: "My Projects",
    says: "/projects/'s title in the browser's tab and search results.",
    where: ["/projects/"],
  },
  projectsHeading: {
    english: "My {highlight}",
    says: "/projects/'s heading.",
    where: ["/projects/"],
    fills: { highlight: "the heading's coloured part" },
  },
  projectsHeadingHighlight: { english: "Projects", says: "The heading's coloured part.", where: ["/projects/"] },
  featuredProjects: {
    english: { one: "{count} Featured Project", other: "{count} Featured Projects" },
    says: "The badge over /projects/'s heading, in a form for each plural category of the site's language.",
    where: ["/projects/"],
    fills: { count: "how many projects there are" },
  },
  keyFeatures: {
    english: "Key Features",
    says: "The heading of a project's features.",
    where: ["/projects/", "case studies"],
  },
  technologiesUsed: {
    english: "Technologies Used",
    says: "The heading of a project's technologies.",
    where: ["/projects/", "case studies"],
  },
  // The case studies.
  caseStudyTitle: {
    english: "{title}: Case Study",
    says: "A case study's title in the browser's tab and search results.",
    where: CASE,
    fills: BY_TITLE,
    max: TEXT_MAX.title,
  },
  caseStudyShareAlt: {
    english: "{title}, a {category} case study by {name}, beside a screenshot of the app",
    says: "What a case study's link preview shows, for screen readers.",
    where: CASE,
    fills: { ...BY_TITLE, category: "its category", name: "your name" },
    max: TEXT_MAX.title,
  },
  role: { english: "Role", says: "The heading over your role in the project.", where: CASE },
  timeline: { english: "Timeline", says: "The heading over the project's timeline.", where: CASE },
  client: { english: "Client", says: "The heading over the project's client.", where: CASE, sometimes: true },
  challengeEyebrow: { english: "The challenge", says: "The small line above the challenge's heading.", where: CASE },
  challengeTitle: { english: "What Needed Solving", says: "The challenge's heading.", where: CASE },
  approachEyebrow: { english: "The approach", says: "The small line above the decisions' heading.", where: CASE },
  approachTitle: { english: "Key Decisions", says: "The decisions' heading.", where: CASE },
  outcomeEyebrow: { english: "The outcome", says: "The small line above the outcome's heading.", where: CASE },
  outcomeTitle: { english: "What Changed", says: "The outcome's heading.", where: CASE },
  galleryEyebrow: {
    english: "Gallery",
    says: "The small line above the gallery's heading.",
    where: CASE,
    sometimes: true,
  },
  galleryTitle: { english: "A Closer Look", says: "The gallery's heading.", where: CASE, sometimes: true },
  testimonialEyebrow: {
    english: "Testimonial",
    says: "The small line above the testimonial's heading.",
    where: CASE,
    sometimes: true,
  },
  testimonialTitle: {
    english: "In the Client's Words",
    says: "The testimonial's heading.",
    where: CASE,
    sometimes: true,
  },
  quote: {
    english: "“{quote}”",
    says: "The testimonial's quotation marks, in your language's way.",
    where: CASE,
    fills: { quote: "the client's words" },
    sometimes: true,
  },
  quoteBy: {
    english: "{author}, {role}",
    says: "Who said it, under the testimonial.",
    where: CASE,
    fills: { author: "the client", role: "their role" },
    sometimes: true,
  },
  builtWithEyebrow: { english: "What it does", says: "The small line above the features' heading.", where: CASE },
  builtWithTitle: { english: "Features and Technologies", says: "The features' heading.", where: CASE },
  moreProjects: {
    english: "More projects",
    says: "The name of the links to the other projects, for screen readers.",
    where: CASE,
  },
  previousProject: {
    english: "Previous project",
    says: "The link to the project before this one.",
    where: CASE,
    sometimes: true,
  },
  nextProject: {
    english: "Next project",
    says: "The link to the project after this one.",
    where: CASE,
    sometimes: true,
  },
  allProjects: { english: "All Projects", says: "The link back to /projects/.", where: CASE, max: BUTTON },
  // The CV, on its page, in its PDF and in its link preview.
  cv: {
    english: "CV",
    says: "The CV's name: its page's title, the contact card's link, its link preview.",
    where: ["/", "/cv/", "link previews"],
    max: BUTTON,
  },
  curriculumVitae: {
    english: "Curriculum vitae",
    says: "The small line above your name on the CV, and in its link preview.",
    where: ["/cv/", "link previews"],
  },
  cvDescription: {
    english:
      "The CV of {name}, {role}: experience, skills, projects, education and languages, as a page, a PDF and JSON Resume.",
    says: "The CV page's description for search engines and link previews.",
    where: CV,
    fills: { name: "your name", role: "your role" },
    max: TEXT_MAX.sentence,
  },
  cvOf: {
    english: "The CV of {name}, {role}",
    says: "What the CV's link preview shows, for screen readers; the PDF's subject.",
    where: ["/cv/", "the CV's PDF"],
    fills: { name: "your name", role: "your role" },
    max: TEXT_MAX.title,
  },
  cvTitle: {
    english: "{name}: CV",
    says: "The CV's name for search engines.",
    where: CV,
    fills: { name: "your name" },
    max: TEXT_MAX.title,
  },
  pdfTitle: {
    english: "{name}, {role}: CV",
    says: "The PDF's title, which a PDF reader shows.",
    where: ["the CV's PDF"],
    fills: { name: "your name", role: "your role" },
    max: TEXT_MAX.title,
  },
  contact: {
    english: "Contact",
    says: "The name of the CV's list of ways to reach you, for screen readers.",
    where: CV,
  },
  pdfA4: { english: "PDF, A4", says: "The CV's download on A4 paper.", where: CV, max: BUTTON },
  pdfLetter: { english: "PDF, US Letter", says: "The CV's download on US Letter paper.", where: CV, max: BUTTON },
  jsonResume: { english: "JSON Resume", says: "The CV's link to /resume.json.", where: CV, max: BUTTON },
  cvAlsoIn: {
    english: "Also in",
    says: "What comes before the links to the CV in the site's other languages, on a site in more than one.",
    where: CV,
    max: BUTTON,
    sometimes: true,
  },
  experience: {
    english: "Experience",
    says: "The CV's jobs (resume.json's \"work\").",
    where: ["/cv/", "the CV's PDF", "link previews"],
  },
  skills: { english: "Skills", says: "The CV's skills (resume.json's \"skills\").", where: ["/cv/", "the CV's PDF"] },
  projects: { english: "Projects", says: "The CV's projects.", where: ["/cv/", "the CV's PDF"] },
  education: {
    english: "Education",
    says: "The CV's studies (resume.json's \"education\").",
    where: ["/cv/", "the CV's PDF"],
  },
  certificates: {
    english: "Certificates",
    says: "The CV's certificates (resume.json's \"certificates\").",
    where: ["/cv/", "the CV's PDF"],
    sometimes: true,
  },
  languages: {
    english: "Languages",
    says: "The CV's languages (resume.json's \"languages\").",
    where: ["/cv/", "the CV's PDF"],
  },
  period: {
    english: "{start} – {end}",
    says: "How the CV writes a job's or a study's time; the months are written in the site's language.",
    where: ["/cv/", "the CV's PDF", "link previews"],
    fills: { start: "the first month", end: 'the last month, or "present"' },
  },
  present: {
    english: "Present",
    says: "The end of a job that goes on.",
    where: ["/cv/", "the CV's PDF", "link previews"],
    sometimes: true,
  },
  jobTitle: {
    english: "{position}, {company}",
    says: "How the CV names a job.",
    where: ["/cv/", "the CV's PDF", "link previews"],
    fills: { position: 'its "position"', company: 'its "company"' },
    max: TEXT_MAX.title,
  },
  study: {
    english: "{studyType} in {area}, {institution}",
    says: "How the CV names a study.",
    where: ["/cv/", "the CV's PDF"],
    fills: { studyType: 'its "studyType"', area: 'its "area"', institution: 'its "institution"' },
    max: TEXT_MAX.title,
  },
  builtWith: {
    english: "Built with {list}",
    says: "The line under a project on the CV.",
    where: ["/cv/", "the CV's PDF"],
    fills: { list: "its technologies" },
    max: TEXT_MAX.title,
  },
  pdfCaseStudy: { english: "Case study", says: "The PDF's link to a project's case study.", where: ["the CV's PDF"] },
  pdfCaseStudyOf: {
    english: "Case study of {name}",
    says: "That link, as screen readers hear it.",
    where: ["the CV's PDF"],
    fills: { name: "the project's title" },
    max: TEXT_MAX.title,
  },
  pdfEmail: {
    english: "Email: {email}",
    says: "The PDF's email link, as screen readers hear it.",
    where: ["the CV's PDF"],
    fills: { email: "your email address" },
    max: TEXT_MAX.title,
  },
  pdfWebsite: {
    english: "Website: {host}",
    says: "The PDF's link to the site, as screen readers hear it.",
    where: ["the CV's PDF"],
    fills: { host: "the site's address" },
    max: TEXT_MAX.title,
  },
  pdfProfile: {
    english: "{network} profile: {username}",
    says: "The PDF's profile links, as screen readers hear them.",
    where: ["the CV's PDF"],
    fills: { network: "the network", username: "your name there" },
    max: TEXT_MAX.title,
  },
  // Link previews.
  caseStudyKind: {
    english: "Case study",
    says: "The word under a case study's title in its link preview.",
    where: ["link previews"],
  },
  portfolio: {
    english: "Portfolio",
    says: "The word under your name in the home page's link preview.",
    where: ["link previews"],
  },
  // The 404 page.
  notFoundPageTitle: {
    english: "Page not found",
    says: "The 404 page's title in the browser's tab.",
    where: NOT_FOUND,
  },
  notFoundTitle: { english: "This page doesn’t exist", says: "The 404 page's heading.", where: NOT_FOUND },
  notFoundDescription: {
    english: "This page doesn’t exist.",
    says: "The 404 page's description for search engines.",
    where: NOT_FOUND,
  },
  notFoundText: {
    english: "The link may be old or mistyped. The work is still here, though.",
    says: "The line under the 404 page's heading.",
    where: NOT_FOUND,
    max: TEXT_MAX.sentence,
  },
  backHome: { english: "Back to home", says: "The 404 page's link to /.", where: NOT_FOUND, max: BUTTON },
  seeAllProjects: {
    english: "See all projects",
    says: "The 404 page's link to /projects/.",
    where: NOT_FOUND,
    max: BUTTON,
  },
} as const satisfies Record<string, LabelSpec>;

export type LabelKey = keyof typeof LABELS;
