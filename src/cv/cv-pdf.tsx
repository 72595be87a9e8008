import { Document, Page } from "@react-pdf/renderer";
import { Fragment, type ReactNode } from "react";
import { cvPdfSections } from "./cv-pdf-sections";
import { styles } from "./cv-pdf-styles";
import type { JsonResume } from "./json-resume";

function CvDocument({ resume, children }: { resume: JsonResume; children: ReactNode }) {
  const { basics } = resume;
  return (
    <Document
      title={`${basics.name}, ${basics.label}: CV`}
      author={basics.name}
      subject={`The CV of ${basics.name}, ${basics.label}`}
      keywords={resume.skills.flatMap((s) => s.keywords).join(", ")}
      creator={basics.url}
      language="en"
    >
      {children}
    </Document>
  );
}

/** The CV as a PDF: the page's content in one column on A4, with a real text layer and links. */
export function CvPdf({ resume }: { resume: JsonResume }) {
  return (
    <CvDocument resume={resume}>
      <Page size="A4" style={styles.page}>
        {cvPdfSections(resume).map(({ id, content }) => (
          <Fragment key={id}>{content}</Fragment>
        ))}
      </Page>
    </CvDocument>
  );
}

/**
 * The same sections, each alone on a page as wide as the CV's and as tall as the section (react-pdf sizes a page
 * given no height to its content), without the top and bottom margins: each page's height is its section's. The
 * pages do not wrap: a page of no height would otherwise break at every entry that must stay whole.
 */
export function CvPdfSectionsApart({ resume, width }: { resume: JsonResume; width: number }) {
  return (
    <CvDocument resume={resume}>
      {cvPdfSections(resume).map(({ id, content }) => (
        <Page key={id} size={{ width }} wrap={false} style={[styles.page, { paddingVertical: 0 }]}>
          {content}
        </Page>
      ))}
    </CvDocument>
  );
}
