import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { fillLabel } from "../content/label-text";
import { type LanguageContext, onSite, useLabels, usePageLanguage } from "../content/use-site";
import { CertificatesSection } from "../cv/certificates-section";
import { CvHeader, type CvPdfLink } from "../cv/cv-header";
import { cvJsonLd } from "../cv/cv-json-ld";
import type { CvDates } from "../cv/cv-text";
import { CV_SHARE_IMAGE_PATH } from "../cv/cv-paths";
import { EducationSection } from "../cv/education-section";
import { ExperienceSection } from "../cv/experience-section";
import type { JsonResume } from "../cv/json-resume";
import { LanguagesSection } from "../cv/languages-section";
import { ProjectsSection } from "../cv/projects-section";
import { SkillsSection } from "../cv/skills-section";

/**
 * Made by gatsby-node.ts at /cv/ (and /de/cv/) from the same JSON Resume it publishes at /resume.json (/de/resume.json)
 * and draws as the PDF, so the three never differ.
 */
export interface CvContext extends LanguageContext {
  resume: JsonResume;
  /** Where the PDF is published on each paper, A4 first. */
  pdfs: CvPdfLink[];
  /** The owner's place as the CV writes it, made at build time: Intl's region names are slow to load on a phone. */
  place: string;
  /** Each month the CV shows, as the site's language writes it, made at build time for the same reason. */
  months: CvDates["months"];
}

type CvProps = PageProps<Queries.CvPageQuery, CvContext>;

function CvPage({ pageContext: { resume, pdfs, place, months }, location }: CvProps) {
  const labels = useLabels();
  const dates = { months, period: labels.period, present: labels.present };
  return (
    <Layout pathname={location.pathname}>
      <article aria-labelledby="cv-title" className="cv px-4 pt-32 pb-20 sm:px-6 md:pt-40 md:pb-28">
        <div className="mx-auto max-w-4xl">
          <CvHeader basics={resume.basics} pdfs={pdfs} place={place} />
          <ExperienceSection work={resume.work} dates={dates} />
          <SkillsSection skills={resume.skills} />
          <ProjectsSection projects={resume.projects} />
          <EducationSection education={resume.education} dates={dates} />
          <CertificatesSection certificates={resume.certificates} dates={dates} />
          <LanguagesSection languages={resume.languages} />
        </div>
      </article>
    </Layout>
  );
}

export default onSite(CvPage);

function CvHead({ pageContext: { resume }, location }: CvProps) {
  const labels = useLabels();
  const { prefix } = usePageLanguage();
  const owner = { name: resume.basics.name, role: resume.basics.label };
  return (
    <Seo
      title={labels.cv}
      description={fillLabel(labels.cvDescription, owner)}
      pathname={location.pathname}
      image={{ path: prefix + CV_SHARE_IMAGE_PATH, alt: fillLabel(labels.cvOf, owner) }}
      structuredData={[cvJsonLd(resume, fillLabel(labels.cvTitle, owner))]}
    />
  );
}
export const Head = onSite(CvHead);

export const query = graphql`
  query CvPage($translation: String!) {
    ...SiteContent
  }
`;
