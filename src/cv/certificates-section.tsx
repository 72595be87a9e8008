import { CvEntry } from "./cv-entry";
import { CvSection } from "./cv-section";
import { useLabels } from "../content/use-site";
import { type CvDates, monthText } from "./cv-text";
import type { JsonResume } from "./json-resume";

export function CertificatesSection({
  certificates,
  dates,
}: {
  certificates: JsonResume["certificates"];
  dates: CvDates;
}) {
  const labels = useLabels();
  if (certificates.length === 0) return null;
  return (
    <CvSection name="certificates" title={labels.certificates}>
      {certificates.map((certificate, i) => (
        <CvEntry
          key={i}
          title={certificate.url ? <a href={certificate.url}>{certificate.name}</a> : certificate.name}
          when={monthText(certificate.date, dates)}
          detail={certificate.issuer}
        />
      ))}
    </CvSection>
  );
}
