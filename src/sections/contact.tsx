import { graphql, Link } from "gatsby";
import { CV_PATH } from "../cv/cv-paths";
import { ContactForm } from "../contact/contact-form";
import { ExternalLink } from "../components/external-link";
import { Section } from "../components/section";
import { Text } from "../components/text";
import { useLabels, useLocalPath } from "../content/use-site";
import { profileShown } from "../utils/profile-name";

interface ContactProps {
  site: Queries.ContactFieldsFragment;
  /** The owner's profiles (social-links.json): those marked inContact are offered here. */
  profiles: readonly Queries.ContactProfileFieldsFragment[];
}

const channelClass =
  "flex items-center justify-between gap-4 rounded-xl border border-line bg-ink-800 px-4 py-3 font-medium text-fg transition-colors hover:border-accent";

export function Contact({ site, profiles }: ContactProps) {
  const labels = useLabels();
  const local = useLocalPath();
  const channels = [
    ...profiles
      .filter((profile) => profile.inContact)
      .map(({ name, link }) => ({ name, href: link, detail: profileShown(link) })),
    { name: labels.emailChannel, href: `mailto:${site.email}`, detail: site.email },
  ];
  return (
    <Section name="contact" anchor title={{ text: labels.contactTitle, subtitle: labels.contactSubtitle }}>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <ContactForm
          ownerEmail={site.email}
          keys={{
            turnstileSiteKey: site.turnstileSiteKey,
            publicKey: site.emailjsPublicKey,
            serviceId: site.emailjsServiceId,
            templateId: site.emailjsTemplateId,
          }}
        />
        <aside aria-labelledby="connect-title" className="card flex flex-col gap-6 p-6 md:p-8">
          <div>
            <h3 id="connect-title" className="text-2xl font-bold text-fg">
              {labels.connectTitle}
            </h3>
            <p className="mt-2 text-muted">{labels.connectSubtitle}</p>
          </div>
          <ul className="flex flex-col gap-3">
            {channels.map((channel) => (
              <li key={channel.href}>
                <ExternalLink href={channel.href} className={channelClass}>
                  <span className="min-w-0">{channel.name}</span>
                  {/* An address reads left to right on a right-to-left page too; words, as their language does. */}
                  <span dir="auto" className="min-w-0 truncate text-sm text-muted">
                    {channel.detail}
                  </span>
                </ExternalLink>
              </li>
            ))}
            <li>
              <Link to={local(CV_PATH)} className={channelClass}>
                <span>{labels.cv}</span>
                <span className="truncate text-sm text-muted">{labels.cvChannel}</span>
              </Link>
            </li>
          </ul>
          <div className="mt-auto rounded-xl border border-line bg-[linear-gradient(135deg,rgb(99_102_241/0.16),rgb(34_211_238/0.06))] p-5">
            <p className="text-sm font-semibold tracking-[0.15em] text-muted uppercase">{labels.currentLocation}</p>
            <p className="mt-1 text-xl font-semibold text-fg">
              <Text>{site.location}</Text>
            </p>
          </div>
        </aside>
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment ContactFields on SiteJson {
    turnstileSiteKey
    emailjsPublicKey
    emailjsServiceId
    emailjsTemplateId
    email
    location
  }
  fragment ContactProfileFields on SocialLinksJson {
    name
    link
    inContact
  }
`;
