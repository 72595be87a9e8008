import { type CvSectionId, cvSectionIds } from "./cv-sections";
import { type Part, DETAIL, LABEL, NAME, STRONG, type Typesetter } from "./cv-pdf-typesetter";
import { monthText, periodText, placeText } from "./cv-text";
import type { JsonResume } from "./json-resume";

/** The name (H1), role, contact (a list) and summary. */
function header(t: Typesetter, { basics }: JsonResume): Part[] {
  const host = basics.url.replace(/^https?:\/\/|\/$/g, "");
  return [
    t.paragraph([{ text: basics.name }], { tag: "H1", style: NAME }),
    t.gap(2),
    t.paragraph([{ text: basics.label }], { style: LABEL }),
    t.gap(6),
    t.inlineList([
      { text: basics.email, link: { url: `mailto:${basics.email}`, description: `Email: ${basics.email}` } },
      { text: host, link: { url: basics.url, description: `Website: ${host}` } },
      { text: placeText(basics.location) },
      ...basics.profiles.map((p) => ({
        text: `${p.network}: ${p.username}`,
        link: { url: p.url, description: `${p.network} profile: ${p.username}` },
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

const work = (t: Typesetter, resume: JsonResume) =>
  entries(t, "Experience", resume.work, (job) => [
    t.entryHead(`${job.position}, ${job.name}`, periodText(job.startDate, job.endDate)),
    ...detail(t, job.location),
    t.paragraph([{ text: job.summary }]),
    t.list(job.highlights),
  ]);

const skills = (t: Typesetter, resume: JsonResume) =>
  entries(
    t,
    "Skills",
    resume.skills,
    (skill) => [
      t.paragraph([
        { text: skill.level ? `${skill.name} (${skill.level}): ` : `${skill.name}: `, style: STRONG },
        { text: skill.keywords.join(", ") },
      ]),
    ],
    2,
  );

const projects = (t: Typesetter, resume: JsonResume) =>
  entries(t, "Projects", resume.projects, (project) => [
    t.entryHead(project.name, project.entity),
    t.paragraph([
      { text: `${project.description} ` },
      // A no-break space: the link never splits across two lines.
      { text: "Case\u00a0study", link: { url: project.url, description: `Case study of ${project.name}` } },
    ]),
    t.list(project.highlights),
    ...detail(t, `Built with ${project.keywords.join(", ")}`),
  ]);

const education = (t: Typesetter, resume: JsonResume) =>
  entries(t, "Education", resume.education, (study) => [
    t.entryHead(
      `${study.studyType} in ${study.area}, ${study.institution}`,
      periodText(study.startDate, study.endDate),
    ),
    ...detail(t, study.score),
  ]);

const certificates = (t: Typesetter, resume: JsonResume) =>
  entries(t, "Certificates", resume.certificates, (c) => [t.entryHead(`${c.name}, ${c.issuer}`, monthText(c.date))]);

const languages = (t: Typesetter, resume: JsonResume) =>
  t.section("Languages", [
    t.paragraph([{ text: resume.languages.map((l) => `${l.language} (${l.fluency})`).join(", ") }]),
  ]);

const SECTIONS: Record<CvSectionId, (t: Typesetter, resume: JsonResume) => Part> = {
  header: (t, resume) => t.whole(...header(t, resume)),
  work,
  skills,
  projects,
  education,
  certificates,
  languages,
};

/** The PDF's parts in reading order, each on its own so that the build can also lay them out apart and measure them. */
export const cvPdfSections = (t: Typesetter, resume: JsonResume) =>
  cvSectionIds(resume).map((id) => ({ id, part: SECTIONS[id](t, resume) }));
