import { Link, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { Bullets, Entry, Heading } from "./cv-pdf-parts";
import { styles } from "./cv-pdf-styles";
import { type CvSectionId, cvSectionIds } from "./cv-sections";
import { monthText, periodText, placeText } from "./cv-text";
import type { JsonResume } from "./json-resume";

export interface CvPdfSection {
  id: CvSectionId;
  content: ReactNode;
}

function header({ basics }: JsonResume) {
  const contact = [
    { text: basics.email, href: `mailto:${basics.email}` },
    { text: basics.url.replace(/^https?:\/\/|\/$/g, ""), href: basics.url },
    { text: placeText(basics.location) },
    ...basics.profiles.map((p) => ({ text: `${p.network}: ${p.username}`, href: p.url })),
  ];
  return (
    <>
      <Text style={styles.name}>{basics.name}</Text>
      <Text style={styles.label}>{basics.label}</Text>
      <View style={styles.contact}>
        {contact.map(({ text, href }, i) => (
          <Text key={text}>
            {href ? (
              <Link src={href} style={styles.link}>
                {text}
              </Link>
            ) : (
              text
            )}
            {i < contact.length - 1 ? "  ·  " : ""}
          </Text>
        ))}
      </View>
      <Text style={styles.summary}>{basics.summary}</Text>
    </>
  );
}

const work = (resume: JsonResume) => (
  <>
    <Heading>Experience</Heading>
    {resume.work.map((job) => (
      <Entry
        key={`${job.name}${job.startDate}`}
        title={`${job.position}, ${job.name}`}
        when={periodText(job.startDate, job.endDate)}
      >
        {job.location ? <Text style={styles.detail}>{job.location}</Text> : null}
        <Text>{job.summary}</Text>
        <Bullets items={job.highlights} />
      </Entry>
    ))}
  </>
);

const skills = (resume: JsonResume) => (
  <>
    <Heading>Skills</Heading>
    {resume.skills.map((skill) => (
      <Text key={skill.name} style={styles.skill}>
        <Text style={styles.skillName}>{skill.level ? `${skill.name} (${skill.level}): ` : `${skill.name}: `}</Text>
        {skill.keywords.join(", ")}
      </Text>
    ))}
  </>
);

const projects = (resume: JsonResume) => (
  <>
    <Heading>Projects</Heading>
    {resume.projects.map((project) => (
      <Entry key={project.url} title={project.name} when={project.entity}>
        <Text>
          {project.description}{" "}
          <Link src={project.url} style={styles.link}>
            Case study
          </Link>
        </Text>
        <Bullets items={project.highlights} />
        <Text style={styles.detail}>Built with {project.keywords.join(", ")}</Text>
      </Entry>
    ))}
  </>
);

const education = (resume: JsonResume) => (
  <>
    <Heading>Education</Heading>
    {resume.education.map((study) => (
      <Entry
        key={study.institution}
        title={`${study.studyType} in ${study.area}, ${study.institution}`}
        when={periodText(study.startDate, study.endDate)}
      >
        {study.score ? <Text style={styles.detail}>{study.score}</Text> : null}
      </Entry>
    ))}
  </>
);

const certificates = (resume: JsonResume) => (
  <>
    <Heading>Certificates</Heading>
    {resume.certificates.map((certificate) => (
      <Entry
        key={certificate.name}
        title={`${certificate.name}, ${certificate.issuer}`}
        when={monthText(certificate.date)}
      />
    ))}
  </>
);

const languages = (resume: JsonResume) => (
  <>
    <Heading>Languages</Heading>
    <Text>{resume.languages.map((l) => `${l.language} (${l.fluency})`).join(", ")}</Text>
  </>
);

const SECTIONS: Record<CvSectionId, (resume: JsonResume) => ReactNode> = {
  header,
  work,
  skills,
  projects,
  education,
  certificates,
  languages,
};

/** The PDF's parts in reading order, each on its own so that the build can also lay them out apart and measure them. */
export const cvPdfSections = (resume: JsonResume): CvPdfSection[] =>
  cvSectionIds(resume).map((id) => ({ id, content: SECTIONS[id](resume) }));
