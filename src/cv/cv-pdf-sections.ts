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

const work = (t: Typesetter, resume: JsonResume) =>
  t.section(
    "Experience",
    resume.work.map((job) =>
      t.whole(
        t.entryHead(`${job.position}, ${job.name}`, periodText(job.startDate, job.endDate)),
        ...(job.location ? [t.paragraph([{ text: job.location }], { style: DETAIL })] : []),
        t.paragraph([{ text: job.summary }]),
        t.list(job.highlights),
        t.gap(6),
      ),
    ),
  );

const skills = (t: Typesetter, resume: JsonResume) =>
  t.section(
    "Skills",
    resume.skills.map((skill) =>
      t.whole(
        t.paragraph([
          { text: skill.level ? `${skill.name} (${skill.level}): ` : `${skill.name}: `, style: STRONG },
          { text: skill.keywords.join(", ") },
        ]),
        t.gap(2),
      ),
    ),
  );

const projects = (t: Typesetter, resume: JsonResume) =>
  t.section(
    "Projects",
    resume.projects.map((project) =>
      t.whole(
        t.entryHead(project.name, project.entity),
        t.paragraph([
          { text: `${project.description} ` },
          // A no-break space: the link never splits across two lines.
          { text: "Case\u00a0study", link: { url: project.url, description: `Case study of ${project.name}` } },
        ]),
        t.list(project.highlights),
        t.paragraph([{ text: `Built with ${project.keywords.join(", ")}` }], { style: DETAIL }),
        t.gap(6),
      ),
    ),
  );

const education = (t: Typesetter, resume: JsonResume) =>
  t.section(
    "Education",
    resume.education.map((study) =>
      t.whole(
        t.entryHead(
          `${study.studyType} in ${study.area}, ${study.institution}`,
          periodText(study.startDate, study.endDate),
        ),
        ...(study.score ? [t.paragraph([{ text: study.score }], { style: DETAIL })] : []),
        t.gap(6),
      ),
    ),
  );

const certificates = (t: Typesetter, resume: JsonResume) =>
  t.section(
    "Certificates",
    resume.certificates.map((c) => t.whole(t.entryHead(`${c.name}, ${c.issuer}`, monthText(c.date)), t.gap(6))),
  );

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
