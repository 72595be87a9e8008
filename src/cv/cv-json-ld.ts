import { CV_PATH } from "./cv-paths";
import type { JsonResume } from "./json-resume";

/**
 * The CV for search engines: a schema.org ProfilePage whose main entity is the owner, the Person that every page in
 * every language describes (components/seo.tsx) under the same @id, named by the site's root.
 */
export function cvJsonLd({ basics, skills }: JsonResume, name: string) {
  // The CV of the language whose home basics.url is ("https://ada.dev/de/" → ".../de/cv/").
  const url = new URL(CV_PATH.slice(1), basics.url).toString();
  const root = new URL("/", basics.url).toString();
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    "@id": `${url}#profile`,
    url,
    name,
    mainEntity: {
      "@type": "Person",
      "@id": `${root}#person`,
      name: basics.name,
      jobTitle: basics.label,
      description: basics.summary,
      knowsAbout: skills.flatMap((s) => s.keywords),
    },
  };
}
