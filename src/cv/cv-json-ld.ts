import { CV_PATH } from "./cv-paths";
import type { JsonResume } from "./json-resume";

/**
 * The CV for search engines: a schema.org ProfilePage whose main entity is the owner, the Person that every page
 * describes (components/seo.tsx) under the same @id.
 */
export function cvJsonLd({ basics, skills }: JsonResume, name: string) {
  const url = new URL(CV_PATH, basics.url).toString();
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    "@id": `${url}#profile`,
    url,
    name,
    mainEntity: {
      "@type": "Person",
      "@id": `${basics.url}#person`,
      name: basics.name,
      jobTitle: basics.label,
      description: basics.summary,
      knowsAbout: skills.flatMap((s) => s.keywords),
    },
  };
}
