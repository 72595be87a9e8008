import { Document, Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { monthText, periodText, placeText } from "./cv-text";
import type { JsonResume } from "./json-resume";
import { CV_PDF_FONT } from "./pdf-fonts";

const INK = "#111118";
const MUTED = "#4a4a5a";
const ACCENT = "#3730a3";

const styles = StyleSheet.create({
  page: {
    paddingVertical: 36,
    paddingHorizontal: 44,
    fontFamily: CV_PDF_FONT.family,
    fontSize: 9,
    lineHeight: 1.4,
    color: INK,
    // Keyword search and ATS parsers read "fi" and "fl" as two letters only without the ligature glyphs.
    fontFeatureSettings: { liga: false, clig: false },
  },
  name: { fontSize: 20, fontWeight: 700, lineHeight: 1.2 },
  label: { fontSize: 11, fontWeight: 600, color: ACCENT, marginTop: 2 },
  contact: { flexDirection: "row", flexWrap: "wrap", marginTop: 6, color: MUTED },
  link: { color: ACCENT, textDecoration: "none" },
  summary: { marginTop: 8 },
  heading: {
    fontSize: 11,
    fontWeight: 700,
    marginTop: 12,
    marginBottom: 4,
    paddingBottom: 2,
    borderBottomWidth: 0.75,
    borderBottomColor: "#c7c7d1",
  },
  entry: { marginBottom: 6 },
  entryHead: { flexDirection: "row", justifyContent: "space-between" },
  entryTitle: { fontWeight: 600, flexShrink: 1, paddingRight: 8 },
  when: { color: MUTED },
  detail: { color: MUTED },
  bullet: { flexDirection: "row", paddingLeft: 4 },
  bulletMark: { width: 9 },
  bulletText: { flex: 1 },
});

function Heading({ children }: { children: string }) {
  // Never the last line of a page: the heading moves to the next one with the start of its section.
  return (
    <Text style={styles.heading} minPresenceAhead={48}>
      {children}
    </Text>
  );
}

function Entry({ title, when, children }: { title: string; when?: string; children?: ReactNode }) {
  return (
    <View style={styles.entry} wrap={false}>
      <View style={styles.entryHead}>
        <Text style={styles.entryTitle}>{title}</Text>
        {when ? <Text style={styles.when}>{when}</Text> : null}
      </View>
      {children}
    </View>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return items.map((item) => (
    <View key={item} style={styles.bullet}>
      <Text style={styles.bulletMark}>•</Text>
      <Text style={styles.bulletText}>{item}</Text>
    </View>
  ));
}

/** The CV as a PDF: the page's content in one column on A4, with a real text layer and links. */
export function CvPdf({ resume }: { resume: JsonResume }) {
  const { basics } = resume;
  const contact = [
    { text: basics.email, href: `mailto:${basics.email}` },
    { text: basics.url.replace(/^https?:\/\/|\/$/g, ""), href: basics.url },
    { text: placeText(basics.location) },
    ...basics.profiles.map((p) => ({ text: `${p.network}: ${p.username}`, href: p.url })),
  ];
  return (
    <Document
      title={`${basics.name}, ${basics.label}: CV`}
      author={basics.name}
      subject={`The CV of ${basics.name}, ${basics.label}`}
      keywords={resume.skills.flatMap((s) => s.keywords).join(", ")}
      creator={basics.url}
      language="en"
    >
      <Page size="A4" style={styles.page}>
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

        <Heading>Skills</Heading>
        {resume.skills.map((skill) => (
          <Text key={skill.name} style={{ marginBottom: 2 }}>
            <Text style={{ fontWeight: 600 }}>
              {skill.level ? `${skill.name} (${skill.level}): ` : `${skill.name}: `}
            </Text>
            {skill.keywords.join(", ")}
          </Text>
        ))}

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

        {resume.certificates.length > 0 ? <Heading>Certificates</Heading> : null}
        {resume.certificates.map((certificate) => (
          <Entry
            key={certificate.name}
            title={`${certificate.name}, ${certificate.issuer}`}
            when={monthText(certificate.date)}
          />
        ))}

        <Heading>Languages</Heading>
        <Text>{resume.languages.map((l) => `${l.language} (${l.fluency})`).join(", ")}</Text>
      </Page>
    </Document>
  );
}
