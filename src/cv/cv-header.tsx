import { Text } from "../components/text";
import { LanguageLinks } from "../components/language-switcher";
import { useLabels, useLocalPath, usePageLanguage } from "../content/use-site";
import { CV_PAPERS, RESUME_JSON_PATH } from "./cv-paths";
import type { JsonResume } from "./json-resume";
import { profileShown, siteShown } from "../utils/profile-name";
import { urlPath } from "../utils/url-path";

/** A PDF of the CV: where it is published, and its paper ("A4", "US Letter"). */
export interface CvPdfLink {
  path: string;
  paper: string;
}

interface CvHeaderProps {
  basics: JsonResume["basics"];
  /** The PDFs, A4 first. */
  pdfs: CvPdfLink[];
  /** "Lisbon, Portugal" (placeText). */
  place: string;
}

// Each contact is an address or a user name, which reads left to right on a right-to-left page too (dir="ltr").
const contactClass = "text-fg underline decoration-line underline-offset-4 hover:decoration-accent";

/** The owner's name as the page's h1, the role, how to reach them, the summary, and the CV's other forms. */
export function CvHeader({ basics, pdfs, place }: CvHeaderProps) {
  const labels = useLabels();
  const local = useLocalPath();
  const { twins } = usePageLanguage();
  return (
    <header>
      <p className="text-sm font-semibold tracking-[0.2em] text-muted uppercase print:hidden">
        {labels.curriculumVitae}
      </p>
      <h1 id="cv-title" className="mt-3 text-4xl font-bold tracking-tight text-fg md:text-6xl">
        <Text>{basics.name}</Text>
      </h1>
      <p className="mt-3 text-xl font-semibold md:text-2xl">
        <span className="text-gradient">
          <Text>{basics.label}</Text>
        </span>
      </p>
      <ul aria-label={labels.contact} className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-muted">
        <li>
          <a href={`mailto:${basics.email}`} dir="ltr" className={contactClass}>
            {basics.email}
          </a>
        </li>
        <li>
          <a href={basics.url} dir="ltr" className={contactClass}>
            {siteShown(basics.url)}
          </a>
        </li>
        <li>{place}</li>
        {basics.profiles.map((profile, i) => (
          <li key={i}>
            {profile.network}:{" "}
            <a href={profile.url} dir="ltr" className={contactClass} data-print-href={profile.url}>
              {profileShown(profile.url)}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-lg text-fg/90">
        <Text>{basics.summary}</Text>
      </p>
      <div className="mt-8 flex flex-wrap items-center gap-3 print:hidden">
        {pdfs.map(({ path, paper }, i) => (
          <a
            key={path}
            href={urlPath(path)}
            download
            type="application/pdf"
            className={i === 0 ? "button-primary" : "button-secondary"}
          >
            {paper === CV_PAPERS[0].label ? labels.pdfA4 : labels.pdfLetter}
          </a>
        ))}
        <a href={local(RESUME_JSON_PATH)} className="button-secondary" type="application/json">
          {labels.jsonResume}
        </a>
      </div>
      {twins.length > 1 && (
        <nav aria-label={labels.cvAlsoIn} className="cv-languages mt-4 flex gap-3 text-sm text-muted print:hidden">
          <span aria-hidden="true">{labels.cvAlsoIn}</span>
          <LanguageLinks />
        </nav>
      )}
    </header>
  );
}
