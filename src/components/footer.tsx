import { useCurrentYear } from "../hooks/use-current-year";
import { ContentIcon, type QueriedIcon } from "./content-icon";
import { ExternalLink } from "./external-link";

export interface SocialLink {
  readonly name: string;
  readonly link: string;
  readonly imgPath: QueriedIcon;
}

export const FOOTER_ID = "site-footer";
/**
 * The footer's last line, the last thing every page's server HTML draws: the first paint waits for it (gatsby-ssr.tsx).
 * Chromium stops waiting as soon as the element is parsed, so the footer itself would let a frame through without
 * its content.
 */
export const PAGE_END_ID = "site-footer-end";

interface FooterProps {
  ownerName: string;
  socialLinks: readonly SocialLink[];
}

export function Footer({ ownerName, socialLinks }: FooterProps) {
  const year = useCurrentYear();
  return (
    <footer id={FOOTER_ID} className="border-t border-line bg-ink-900">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-10 text-sm text-muted sm:px-6 md:flex-row md:justify-between">
        <p>Terms &amp; Conditions</p>
        <ul className="flex flex-wrap items-center justify-center gap-3" aria-label="Social links">
          {socialLinks.map((social) => (
            <li key={social.name}>
              <ExternalLink
                href={social.link}
                label={social.name}
                className="flex size-11 items-center justify-center rounded-full border border-line bg-ink-800 transition-colors hover:border-accent"
              >
                <ContentIcon file={social.imgPath} size={22} ownColours="light:brightness-[0.4]" />
              </ExternalLink>
            </li>
          ))}
        </ul>
        <p id={PAGE_END_ID}>
          © <span data-testid="footer-year">{year}</span> {ownerName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
