import { CvEntry } from "./cv-entry";
import { CvSection } from "./cv-section";
import { monthText } from "./cv-text";
import type { JsonResume } from "./json-resume";

export function CertificatesSection({ certificates }: { certificates: JsonResume["certificates"] }) {
  if (certificates.length === 0) return null;
  return (
    <CvSection title="Certificates">
      {certificates.map((certificate, i) => (
        <CvEntry
          key={i}
          title={certificate.url ? <a href={certificate.url}>{certificate.name}</a> : certificate.name}
          when={monthText(certificate.date)}
          detail={certificate.issuer}
        />
      ))}
    </CvSection>
  );
}
