import type { z } from "zod";
import type { ObjectCollection } from "./collection";
import { type ContentChecks, drawn, drawnList, entry, graphqlHints, list, month, TEXT_MAX, url } from "./fields";

const onCv = (where: string) => `On the CV (/cv/, its PDF and /resume.json)${where}.`;

/** An entry with a start and an optional end, which must not come before the start (when both are months). */
const dated = <Shape extends z.ZodRawShape>(shape: Shape) =>
  entry(shape).refine(
    ({ startDate, endDate }: { startDate?: unknown; endDate?: unknown }) =>
      !month("").safeParse(startDate).success ||
      !month("").safeParse(endDate).success ||
      String(endDate) >= String(startDate),
    { error: "ends before it starts", path: ["endDate"] },
  );

/** resume.json: what the CV needs beyond the rest of the site. */
export function resumeCollection(checks: ContentChecks) {
  const job = dated({
    company: drawn(checks, 'The employer ("Acme Software"), or "Freelance".', TEXT_MAX.title),
    position: drawn(checks, 'Your title there ("Software Engineer").', TEXT_MAX.title),
    location: drawn(checks, 'Optional: where ("Lisbon, Portugal (remote)").', TEXT_MAX.title).optional(),
    url: url("Optional: the employer's website.").optional(),
    startDate: month("When you started."),
    endDate: month("Optional: when you left; leave it out while you still work there.").optional(),
    summary: drawn(checks, "What you did there, a sentence or two.", TEXT_MAX.sentence),
    highlights: drawnList(checks, "Achievements, one line each, with figures where you have them."),
  }).register(graphqlHints, { graphql: "ResumeWork" });
  const study = dated({
    institution: drawn(checks, 'The university or school ("University of Lisbon").', TEXT_MAX.title),
    studyType: drawn(checks, 'The degree ("Bachelor of Science").', TEXT_MAX.title),
    area: drawn(checks, 'The field ("Computer Science").', TEXT_MAX.title),
    startDate: month("When you started."),
    endDate: month("When you finished."),
    score: drawn(checks, 'Optional: the grade ("CGPA 3.6 / 4.0").', TEXT_MAX.label).optional(),
  }).register(graphqlHints, { graphql: "ResumeEducation" });
  const certificate = entry({
    name: drawn(checks, 'The certificate ("AWS Certified Cloud Practitioner").', TEXT_MAX.title),
    issuer: drawn(checks, 'Who issued it ("Amazon Web Services").', TEXT_MAX.title),
    date: month("When it was issued."),
    url: url("Optional: where it can be verified.").optional(),
  }).register(graphqlHints, { graphql: "ResumeCertificate" });
  const skillGroup = entry({
    name: drawn(checks, 'The skill, ideally a name from skills.json ("Frontend Development").', TEXT_MAX.title),
    level: drawn(checks, 'Optional: how well ("Expert", "Advanced").', TEXT_MAX.label).optional(),
    keywords: drawnList(
      checks,
      'The tools and techniques, the words recruiters search for ("React", "Next.js").',
      TEXT_MAX.label,
    ),
  }).register(graphqlHints, { graphql: "ResumeSkill" });
  const language = entry({
    language: drawn(checks, 'The language ("English").', TEXT_MAX.label),
    fluency: drawn(
      checks,
      'How well you speak it ("Native speaker", "Full professional proficiency").',
      TEXT_MAX.title,
    ),
  }).register(graphqlHints, { graphql: "ResumeLanguage" });

  return {
    shape: "object",
    description: `What the CV needs beyond the rest of the site (name, role, contact, summary and projects come from site.json, social-links.json and projects.json). ${onCv("")}`,
    entry: entry({
      work: list(job, "jobs", `Your work history, the latest first. ${onCv(", under Experience")}`),
      skills: list(skillGroup, "skills", onCv(", under Skills")),
      education: list(study, "studies", onCv(", under Education")),
      languages: list(language, "languages", onCv(", under Languages")),
      certificates: list(certificate, "certificates", `Optional. ${onCv(", under Certificates")}`).optional(),
    }),
  } satisfies ObjectCollection;
}
