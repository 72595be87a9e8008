import { type CvSectionId, cvSectionIds } from "./cv-sections";
import { type Part, DETAIL, LABEL, NAME, STRONG, type Typesetter } from "./cv-pdf-typesetter";
import { fillLabel, listText } from "../content/label-text";
import { type CvWords, jobTitle, monthText, periodText, placeText } from "./cv-text";
import type { JsonResume } from "./json-resume";
import { profileShown, siteShown } from "../utils/profile-name";

/** The name (H1), role, contact (a list) and summary. */
function header(t: Typesetter, { basics }: JsonResume, words: CvWords): Part[] {
  const host = siteShown(basics.url);
  return [
    t.paragraph([{ text: basics.name }], { tag: "H1", style: NAME }),
    t.gap(2),
    t.paragraph([{ text: basics.label }], { style: LABEL }),
    t.gap(6),
    t.inlineList([
      {
        text: basics.email,
        link: { url: `mailto:${basics.email}`, description: fillLabel(words.pdfEmail, { email: basics.email }) },
      },
      { text: host, link: { url: basics.url, description: fillLabel(words.pdfWebsite, { host }) } },
      { text: placeText(basics.location, words) },
      ...basics.profiles.map((p) => ({
        text: `${p.network}: ${profileShown(p.url)}`,
        link: {
          url: p.url,
          description: fillLabel(words.pdfProfile, { network: p.network, username: profileShown(p.url) }),
        },
      })),
    ]),
    t.gap(8),
    t.paragraph([{ text: basics.summary }]),
  ];
}

/** A section of entries, each kept whole on a page and followed by `gap` points. */
const entries = <T>(t: Typesetter, title: string, items: readonly T[], parts: (item: T) => Part[], gap = 6) =>
  t.section(
    title,
    items.map((item) => t.whole(...parts(item), t.gap(gap))),
  );

/** A line in the muted colour, where there is one (a place, a grade, the technologies). */
const detail = (t: Typesetter, text?: string) => (text ? [t.paragraph([{ text }], { style: DETAIL })] : []);

const work = (t: Typesetter, resume: JsonResume, words: CvWords) =>
  entries(t, words.experience, resume.work, (job) => [
    t.entryHead(jobTitle(job, words), periodText(job.startDate, job.endDate, words)),
    ...detail(t, job.location),
    t.paragraph([{ text: job.summary }]),
    t.list(job.highlights),
  ]);

const skills = (t: Typesetter, resume: JsonResume, words: CvWords) =>
  entries(
    t,
    words.skills,
    resume.skills,
    (skill) => [
      t.paragraph([
        { text: skill.level ? `${skill.name} (${skill.level}): ` : `${skill.name}: `, style: STRONG },
        { text: listText(skill.keywords, words.listMore) },
      ]),
    ],
    2,
  );

const projects = (t: Typesetter, resume: JsonResume, words: CvWords) =>
  entries(t, words.projects, resume.projects, (project) => [
    t.entryHead(project.name, project.entity),
    t.paragraph([
      { text: `${project.description} ` },
      // A no-break space: the link never splits across two lines.
      {
        text: words.pdfCaseStudy.replace(/ /g, "\u00a0"),
        link: { url: project.url, description: fillLabel(words.pdfCaseStudyOf, { name: project.name }) },
      },
    ]),
    t.list(project.highlights),
    ...detail(t, fillLabel(words.builtWith, { list: listText(project.keywords, words.listMore) })),
  ]);

const education = (t: Typesetter, resume: JsonResume, words: CvWords) =>
  entries(t, words.education, resume.education, (study) => [
    t.entryHead(
      fillLabel(words.study, { studyType: study.studyType, area: study.area, institution: study.institution }),
      periodText(study.startDate, study.endDate, words),
    ),
    ...detail(t, study.score),
  ]);

const certificates = (t: Typesetter, resume: JsonResume, words: CvWords) =>
  entries(t, words.certificates, resume.certificates, (c) => [
    t.entryHead(c.name, monthText(c.date, words)),
    ...detail(t, c.issuer),
  ]);

const languages = (t: Typesetter, resume: JsonResume, words: CvWords) =>
  t.section(words.languages, [
    t.paragraph([
      {
        text: listText(
          resume.languages.map((l) => `${l.language} (${l.fluency})`),
          words.listMore,
        ),
      },
    ]),
  ]);

const SECTIONS: Record<CvSectionId, (t: Typesetter, resume: JsonResume, words: CvWords) => Part> = {
  header: (t, resume, words) => t.whole(...header(t, resume, words)),
  work,
  skills,
  projects,
  education,
  certificates,
  languages,
};

/**
 * The PDF's parts in reading order, each on its own so that the build can also lay them out apart and measure them;
 * their fixed words in the site's language.
 */
export const cvPdfSections = (t: Typesetter, resume: JsonResume, words: CvWords) =>
  cvSectionIds(resume).map((id) => ({ id, part: SECTIONS[id](t, resume, words) }));
