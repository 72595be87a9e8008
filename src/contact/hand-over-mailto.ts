import { fillLabel } from "../content/label-text";
import type { SiteLabels } from "../content/site-labels";
import type { TypedMessage } from "./typed-message";

/**
 * A mailto: link to the owner that carries what the visitor typed, so that one click opens their mail app with
 * the message in it. Subject and body are percent-encoded (RFC 6068), with CRLF line breaks.
 */
export function handOverMailto(
  ownerEmail: string,
  { name, email, message }: TypedMessage,
  { mailSubject, mailSubjectNoName }: Pick<SiteLabels, "mailSubject" | "mailSubjectNoName">,
): string {
  const subject = name ? fillLabel(mailSubject, { name }) : mailSubjectNoName;
  const body = `${message}\r\n\r\n${name}\r\n${email}`;
  return `mailto:${ownerEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
