import { fillLabel } from "../content/label-text";
import { DEFAULT_LANGUAGE } from "../content/language-direction";
import { useLabels, usePageLanguage, useSite, useSiteLinks } from "../content/use-site";
import { withTrailingSlash } from "../utils/nav-href";
import { fileUrl } from "../utils/file-url";
import { jsonInHtml } from "../utils/json-in-html";
import { SITE_SHARE_IMAGE_PATH } from "../utils/site-share-image-path";
import { ownerPlace } from "../utils/owner-place";

/** The icon's file type, by its extension (svg, png, jpg, jpeg or webp: the kinds content/site.json's icon may be). */
const iconType = (extension = "") => `image/${{ svg: "svg+xml", jpg: "jpeg" }[extension] ?? extension}`;

interface SeoProps {
  /** Page title; the owner's name and role are used on the home page. */
  title?: string;
  description?: string;
  pathname: string;
  /** The page's own 1200×630 sharing image (a path on the site), instead of the site's. */
  image?: { path: string; alt: string };
  /** Further schema.org entries about the page, beside the owner and the site. */
  structuredData?: readonly object[];
}

export function Seo({ title, description, pathname, image: ownImage, structuredData: more = [] }: SeoProps) {
  const site = useSite();
  const labels = useLabels();
  const { twins, prefix } = usePageLanguage();
  const { language, ogLocale } = site.locale;
  const { socialLinks } = useSiteLinks();
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} – ${site.role}`;
  const text = description ?? site.description;
  // The owner is one entity in every language: named by the first language's home.
  const home = new URL("/", site.siteUrl).toString();
  const url = new URL(withTrailingSlash(pathname), site.siteUrl).toString();
  const at = (path: string) => new URL(path, site.siteUrl).toString();
  const image = new URL(ownImage?.path ?? SITE_SHARE_IMAGE_PATH, site.siteUrl).toString();
  const imageAlt =
    ownImage?.alt ?? fillLabel(labels.siteShareAlt, { name: site.name, role: site.role, location: site.location });
  const place = ownerPlace({ ...site, language });
  // What English leaves unsaid, as it always has: search engines read the page's own lang too.
  const inLanguage = language === DEFAULT_LANGUAGE ? {} : { inLanguage: language };
  const sameAs = [...new Set(socialLinks.map((s) => s.link))];
  const structuredData = [
    {
      "@context": "https://schema.org",
      "@type": "Person",
      "@id": `${home}#person`,
      name: site.name,
      jobTitle: site.role,
      url: home,
      image: new URL(SITE_SHARE_IMAGE_PATH, site.siteUrl).toString(),
      email: `mailto:${site.email}`,
      address: { "@type": "PostalAddress", addressLocality: place.city, addressCountry: place.countryCode },
      sameAs,
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: site.name,
      url: at(`${prefix}/`),
      ...inLanguage,
      author: { "@id": `${home}#person` },
    },
    ...more.map((entry) => ({ ...entry, ...inLanguage })),
  ];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {/* The page in each of the site's languages, its own among them, and where a visitor of another goes. */}
      {twins.length > 1 &&
        [...twins, { ...twins[0]!, tag: "x-default" }].map((twin) => (
          <link key={twin.tag} rel="alternate" hrefLang={twin.tag} href={at(twin.path)} />
        ))}
      <meta property="og:type" content="website" />
      {(ogLocale || twins.length > 1) && (
        <meta property="og:locale" content={twins.find((twin) => twin.tag === language)?.ogLocale ?? ogLocale!} />
      )}
      {twins
        .filter((twin) => twin.tag !== language)
        .map((twin) => (
          <meta key={twin.tag} property="og:locale:alternate" content={twin.ogLocale} />
        ))}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <link
        rel="icon"
        href={fileUrl(site.icon, "the site's icon (icon in content/site.json)")}
        type={iconType(site.icon?.extension)}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonInHtml(structuredData) }} />
    </>
  );
}
